<?php
// User wrappers for operations on names: url_stat (and php's stat cache),
// unlink, rename, mkdir, rmdir, stream_metadata, directories.
class Ops {
    public $context;
    private $entries;
    private $i = 0;
    function unlink($p) { echo "unlink $p\n"; return $p !== "ops://keep"; }
    function mkdir($p, $m, $o) { printf("mkdir %s %o %d\n", $p, $m, $o); return true; }
    function rmdir($p, $o) { echo "rmdir $p $o\n"; return true; }
    function rename($a, $b) { echo "rename $a $b\n"; return true; }
    function stream_metadata($p, $o, $v) { echo "meta $p $o ", json_encode($v), "\n"; return $o != 6; }
    function url_stat($p, $f) {
        echo "url_stat $p $f\n";
        if (str_contains($p, "missing")) return false;
        if (str_contains($p, "dir")) return ['mode' => 040755, 'mtime' => 1234];
        if (str_contains($p, "link")) return ['mode' => 0120777];
        return ['mode' => 0100644, 'size' => 42, 'mtime' => 99, 'uid' => 7, 7 => 'ignored'];
    }
    function dir_opendir($p, $o) {
        echo "opendir $p $o\n";
        $this->entries = ["b", "a", "c"];
        return !str_contains($p, "missing");
    }
    function dir_readdir() { echo "readdir\n"; return $this->entries[$this->i++] ?? false; }
    function dir_rewinddir() { echo "rewinddir\n"; $this->i = 0; return true; }
    function dir_closedir() { echo "closedir\n"; return true; }
}
stream_wrapper_register("ops", "Ops");

var_dump(unlink("ops://x"), unlink("ops://keep"));
var_dump(mkdir("ops://d", 0700, true), mkdir("ops://d"), rmdir("ops://d"));
var_dump(rename("ops://a", "ops://b"));
var_dump(rename("ops://a", "other.txt"));
var_dump(touch("ops://t"), touch("ops://t", 5, 6), touch("ops://t", 5));
var_dump(chmod("ops://t", 0600), chown("ops://t", "root"), chown("ops://t", 0), chgrp("ops://t", "root"), chgrp("ops://t", 0));

echo "--- stat\n";
var_dump(file_exists("ops://file"), is_file("ops://file"), is_dir("ops://file"), filesize("ops://file"), filemtime("ops://file"));
var_dump(is_link("ops://file"), is_link("ops://link"));
clearstatcache();
var_dump(is_dir("ops://dir"), filemtime("ops://dir"));
$st = stat("ops://file");
var_dump(count($st), $st['size'], $st['mode'], $st['uid'], $st['blocks']);
var_dump(file_exists("ops://missing"), is_file("ops://missing"));
var_dump(filesize("ops://missing"));
var_dump(stat("ops://missing"));
var_dump(lstat("ops://missing2"));

echo "--- directories\n";
$d = opendir("ops://dir");
var_dump(get_resource_type($d));
var_dump(readdir($d), readdir($d));
rewinddir($d);
var_dump(readdir());
closedir($d);
var_dump(scandir("ops://dir"));
var_dump(scandir("ops://dir", SCANDIR_SORT_DESCENDING));
var_dump(opendir("ops://missing"));
var_dump(scandir("ops://missing"));
$dir = dir("ops://dir");
var_dump($dir->read());
$dir->close();
