<?php
// User wrappers that lack methods: php's warnings and results.
class Min {
    public $context;
    function stream_open($p, $m, $o, &$op) { return true; }
}
class None {
    public $context;
}
class Reads {
    public $context;
    private $n = 0;
    function stream_open($p, $m, $o, &$op) { return true; }
    function stream_read($n) { return $this->n++ < 2 ? str_repeat("x", 10000) : false; }
    function stream_write($d) { return strlen($d) + 5; }
    function stream_seek($o, $w) { return true; }
}
stream_wrapper_register("min", "Min");
stream_wrapper_register("none", "None");
stream_wrapper_register("reads", "Reads");
$f = fopen("min://x", "r+");
var_dump(fread($f, 10));
var_dump(feof($f));
var_dump(fgets($f));
var_dump(fwrite($f, "abc"));
var_dump(fseek($f, 2));
var_dump(ftell($f));
var_dump(fflush($f));
var_dump(ftruncate($f, 0));
var_dump(flock($f, LOCK_SH));
var_dump(fstat($f));
var_dump(fclose($f));

var_dump(fopen("none://x", "r"));
var_dump(file_exists("none://x"));
var_dump(is_dir("none://x"));
var_dump(filesize("none://x"));
var_dump(unlink("none://x"));
var_dump(rename("none://x", "none://y"));
var_dump(mkdir("none://x"));
var_dump(rmdir("none://x"));
var_dump(opendir("none://x"));
var_dump(touch("none://x"));
var_dump(chmod("none://x", 0644));
var_dump(file_get_contents("none://x"));
var_dump(file_put_contents("none://x", "a"));
var_dump(scandir("none://x"));

$f = fopen("reads://x", "r+");
var_dump(strlen(fread($f, 100000)));
var_dump(feof($f));
var_dump(fwrite($f, "abc"));
var_dump(fseek($f, 10));
fclose($f);
var_dump(strlen(file_get_contents("reads://y")));
