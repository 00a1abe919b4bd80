<?php
// get_meta_tags: name/content pairs of <meta> tags until </head>, with
// php's tokenizer quirks (unsafe name characters become _, names are
// lower-cased, unquoted values stop at characters outside [A-Za-z0-9-_.:]).
$dir = sys_get_temp_dir() . "/rphp-meta-" . getmypid() . "-" . uniqid();
mkdir($dir);
$cases = [
    'basic' => "<html><head>\n<meta name=\"Author\" content=\"Jane Doe\">\n<META NAME='keywords' CONTENT='php, rust'>\n<meta name=description content=plain-word.more>\n</head><body><meta name=after content=x></body></html>",
    'unsafe' => "<meta name=\"a.b c+d*e?f[g^h]i\$j(k)l\" content=\"v\">",
    'order' => "<meta content=\"first\" name=\"c\"><meta name=\"c\" content=\"second\"><meta name=\"noval\">",
    'numeric' => "<meta name=\"123\" content=\"num\"><meta name=\"-5\" content=\"neg\">",
    'broken' => "<meta name=\"x\" content=\"unterminated>\n<meta name=y content=\"ok\">",
    'apostrophe' => "<p>it's <meta name=z content='q'></p>",
    'nul' => "<meta name=a content=b>\0<meta name=c content=d>",
    'open_quote_at_end' => "<meta name=k content=\"abc",
    'no_head_end' => "<title>t</title><meta http-equiv=\"refresh\" content=\"5\"><meta name=\"robots\" content=\"noindex\"/>",
    'slash_head' => "<meta name=a content=1></head ><meta name=b content=2>",
    'empty' => "",
];
foreach ($cases as $name => $html) {
    file_put_contents("$dir/$name.html", $html);
    echo "== $name\n";
    var_dump(get_meta_tags("$dir/$name.html"));
}
var_dump(@get_meta_tags("$dir/missing.html"));
echo str_replace($dir, "DIR", error_get_last()["message"]), "\n";
var_dump(@get_meta_tags($dir));
try { get_meta_tags(""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { get_meta_tags("a\0b"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
chdir($dir);
var_dump(get_meta_tags("basic.html", true)["author"]);
foreach (glob("$dir/*") as $f) unlink($f);
rmdir($dir);
