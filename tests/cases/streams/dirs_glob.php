<?php
// opendir/readdir/scandir/glob over a tree made for the test.
$base = sys_get_temp_dir() . "/rphp-streams-dirs-" . getmypid() . "-" . uniqid();
mkdir("$base/gd/sub", 0777, true);
mkdir("$base/gd/.hid");
foreach (["a.txt", "b.php", "c.txt", ".h", "sub/x.txt", "sub/y.php", "B.txt"] as $n) {
    touch("$base/gd/$n");
}
chdir($base);
$show = fn($v) => print(json_encode($v) . "\n");
$show(glob("gd/*"));
$show(glob("gd/*", GLOB_MARK));
$show(glob("gd/*", GLOB_ONLYDIR));
$show(glob("gd/*", GLOB_ONLYDIR | GLOB_MARK));
$show(glob("gd/{*.php,*.txt}", GLOB_BRACE));
$show(glob("gd/{sub/*,a}*", GLOB_BRACE));
$show(glob("gd/zz*", GLOB_NOCHECK));
$show(glob("gd/zz*"));
$show(glob("gd/*/*.txt"));
$show(glob("gd/[ab]*"));
$show(glob("gd/[!ab]*"));
$show(glob("gd/[a-c].*"));
$show(glob("gd/?.txt"));
$show(glob("gd/.*"));
$show(glob("gd"));
$show(glob("gd/sub"));
$show(glob("gd/sub/"));
$show(glob("nope/*"));
$show(glob("*/sub/*.php"));
$show(count(glob("$base/gd/*")) === 5);
$show(str_replace($base, "BASE", implode(",", glob("$base/gd/s*/x*"))));
$nosort = glob("gd/*", GLOB_NOSORT);
sort($nosort);
$show($nosort);
try {
    glob("gd/*", 1 << 20);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
$show(scandir("gd"));
$show(scandir("gd", SCANDIR_SORT_DESCENDING));
$none = scandir("gd", SCANDIR_SORT_NONE);
sort($none);
$show($none);
$show(scandir("gd/sub/"));
var_dump(scandir("nope"));
var_dump(scandir("gd/a.txt"));
$d = opendir("gd");
$names = [];
while (($e = readdir($d)) !== false) {
    $names[] = $e;
}
sort($names);
$show($names);
var_dump(readdir($d));
rewinddir($d);
var_dump(readdir($d) !== false);
var_dump(readdir() !== false);
closedir($d);
try {
    readdir($d);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(opendir("nope"));
var_dump(is_resource(opendir("gd/sub")));
foreach (glob("gd/sub/*") as $f) {
    unlink($f);
}
foreach (glob("gd/{,.}*", GLOB_BRACE) as $f) {
    if (is_dir($f)) {
        if (basename($f) !== "." && basename($f) !== "..") {
            rmdir($f);
        }
    } else {
        unlink($f);
    }
}
rmdir("gd");
chdir("/");
rmdir($base);
var_dump(file_exists($base));
