<?php
// glob() flag combinations (GLOB_ERR, GLOB_MARK with braces, GLOB_ONLYDIR,
// trailing slashes, bad flags) and fnmatch() with the FNM_* flags.
foreach ([["*.txt", "a.txt", 0], ["*/b", "a/b", FNM_PATHNAME], ["*", "a/b", FNM_PATHNAME], ["*", "a/b", 0],
    ["*", ".h", FNM_PERIOD], ["a/*", "a/.h", FNM_PERIOD | FNM_PATHNAME], ["a/*", "a/.h", FNM_PERIOD],
    ["A*", "abc", FNM_CASEFOLD], ["A*", "abc", 0], ["\\*", "*", 0], ["\\*", "\\*", FNM_NOESCAPE],
    ["[a-c]x", "bx", 0], ["[!a-c]x", "bx", 0], ["[]]", "]", 0], ["{a,b}", "a", 0], ["?", "/", FNM_PATHNAME]] as [$p, $s, $f]) {
    echo str_pad("$p ~ $s ($f)", 24), var_export(fnmatch($p, $s, $f), true), "\n";
}
var_dump(FNM_NOESCAPE, FNM_PATHNAME, FNM_PERIOD, FNM_CASEFOLD);
$base = sys_get_temp_dir() . "/rphp-files-globf-" . getmypid() . "-" . uniqid();
mkdir("$base/g/sub", 0777, true);
mkdir("$base/g/.hid");
foreach (["a.txt", "b.php", ".dot", "sub/c.txt"] as $n) {
    touch("$base/g/$n");
}
chdir("$base/g");
$show = fn($v) => print(json_encode($v) . "\n");
$show(glob("*"));
$show(glob("*", GLOB_MARK));
$show(glob("*", GLOB_ONLYDIR));
$show(glob("{*.txt,*.php,sub}", GLOB_BRACE));
$show(glob("nomatch*", GLOB_NOCHECK));
$show(glob("*/*.txt"));
$show(glob(".*"));
$show(glob("*", GLOB_ERR));
$show(glob("/nonexistent-rphp/*", GLOB_ERR));
$show(glob("/nonexistent-rphp/*"));
$show(glob("nonexistent/*.txt", GLOB_ERR));
$show(glob("a.txt/*", GLOB_ERR));
$show(glob("{sub,.}/*.txt", GLOB_BRACE | GLOB_MARK));
$show(glob("s?b", GLOB_MARK | GLOB_ONLYDIR));
$show(glob("sub/"));
$show(glob("a.txt/"));
$show(glob("*/", GLOB_MARK));
$show([glob("*/"), glob("a.txt/", GLOB_MARK), glob("sub/", GLOB_MARK), glob("s*/"), glob("nope/"), glob("*.txt/"),
    glob("sub//"), glob("./sub/"), glob("*/", GLOB_ONLYDIR), glob("a.txt/", GLOB_ONLYDIR)]);
$show(glob(""));
$show(glob("*", 99999));
chdir(__DIR__);
foreach (["a.txt", "b.php", ".dot", "sub/c.txt"] as $n) {
    unlink("$base/g/$n");
}
rmdir("$base/g/sub");
rmdir("$base/g/.hid");
rmdir("$base/g");
rmdir($base);
