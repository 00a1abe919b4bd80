<?php
// symlink/link/readlink/linkinfo/is_link/lstat and their warnings.
$base = sys_get_temp_dir() . "/rphp-files-links-" . getmypid() . "-" . uniqid();
mkdir($base);
chdir($base);
file_put_contents("f", "data");
$show = function (...$vs) use ($base) {
    foreach ($vs as $v) {
        var_dump(is_string($v) ? str_replace($base, "BASE", $v) : $v);
    }
};
$last = function () use ($base) {
    echo str_replace($base, "BASE", error_get_last()['message'] ?? ''), "\n";
};
$show(symlink("f", "l"));
$show(@symlink("f", "l"));
$last();
$show(readlink("l"));
$show(@readlink("f"));
$last();
$show(@readlink("nope"));
$last();
$show(is_link("l"), is_link("f"), is_file("l"), file_get_contents("l"));
$show(symlink("dangling-target", "dl"));
$show(is_link("dl"), file_exists("dl"), readlink("dl"));
$st = lstat("l");
$show($st['size'] === 1, ($st['mode'] & 0170000) === 0120000, (stat("l")['mode'] & 0170000) === 0100000);
$show(linkinfo("l") === lstat("l")['dev']);
$show(@linkinfo("nope"));
$last();
$show(link("f", "h"));
$show(@link("f", "h"));
$last();
$show(@link("nope", "h2"));
$last();
$show(stat("f")['nlink'], file_get_contents("h"));
file_put_contents("h", "changed");
$show(file_get_contents("f"));
$show(filetype("l"), filetype("h"));
mkdir("d");
$show(symlink("d", "ld"), is_dir("ld"), is_link("ld"));
$show(@readlink(""), @symlink("", "x"), @link("", "y"), @linkinfo(""));
foreach (['readlink', 'linkinfo'] as $fn) {
    try {
        $fn("a\0b");
    } catch (Throwable $e) {
        echo $e->getMessage(), "\n";
    }
}
foreach (['symlink', 'link'] as $fn) {
    try {
        $fn("a\0b", "c");
    } catch (Throwable $e) {
        echo $e->getMessage(), "\n";
    }
    try {
        $fn("a", "c\0");
    } catch (Throwable $e) {
        echo $e->getMessage(), "\n";
    }
}
$show(unlink("ld"), is_dir("d"), rmdir("d"));
foreach (["l", "dl", "h", "f"] as $n) {
    unlink($n);
}
chdir(__DIR__);
$show(rmdir($base));
