<?php
// A user stream wrapper over an in-memory table of files: fopen and the
// functions on its streams, the whole-file functions, the registry.
class MemW {
    static $files = [];
    public $context;
    private $name;
    private $pos = 0;
    function __construct() { echo "ctor\n"; }
    function stream_open($path, $mode, $options, &$opened) {
        echo "open $path $mode $options ", get_resource_type($this->context), "\n";
        $this->name = substr($path, 6);
        if ($mode[0] == 'w') {
            self::$files[$this->name] = '';
        } elseif ($mode[0] == 'a') {
            self::$files[$this->name] ??= '';
            $this->pos = strlen(self::$files[$this->name]);
        } elseif (!isset(self::$files[$this->name])) {
            return false;
        }
        $opened = $path;
        return true;
    }
    function stream_read($n) {
        echo "read $n\n";
        $r = substr(self::$files[$this->name], $this->pos, 5);
        $this->pos += strlen($r);
        return $r;
    }
    function stream_write($d) {
        echo "write ", strlen($d), "\n";
        self::$files[$this->name] = substr(self::$files[$this->name], 0, $this->pos) . $d;
        $this->pos += strlen($d);
        return strlen($d);
    }
    function stream_eof() { echo "eof\n"; return $this->pos >= strlen(self::$files[$this->name]); }
    function stream_tell() { echo "tell\n"; return $this->pos; }
    function stream_seek($o, $w) {
        echo "seek $o $w\n";
        if ($w == SEEK_END) $o += strlen(self::$files[$this->name]);
        if ($o < 0) return false;
        $this->pos = $o;
        return true;
    }
    function stream_close() { echo "close\n"; }
    function stream_flush() { echo "flush\n"; return true; }
    function stream_stat() { echo "stat\n"; return ['size' => strlen(self::$files[$this->name]), 'mode' => 0100644]; }
    function stream_truncate($n) { echo "truncate $n\n"; self::$files[$this->name] = substr(str_pad(self::$files[$this->name], $n, "\0"), 0, $n); return true; }
    function stream_lock($op) { echo "lock $op\n"; return true; }
}

var_dump(stream_wrapper_register("mem", "MemW"));
$w = stream_get_wrappers();
var_dump(in_array("mem", $w), in_array("php", $w), in_array("file", $w));

$f = fopen("mem://a", "w");
var_dump(get_resource_type($f));
var_dump(fwrite($f, "hello\nworld\nthe end"));
var_dump(fflush($f), ftell($f));
var_dump(fclose($f));

$f = fopen("mem://a", "r");
var_dump(fgets($f));
var_dump(feof($f));
var_dump(fread($f, 3));
var_dump(fread($f, 100));
var_dump(ftell($f));
var_dump(fseek($f, 0));
var_dump(fgetc($f), ftell($f));
var_dump(fseek($f, 2, SEEK_CUR), ftell($f));
var_dump(fseek($f, -3, SEEK_END), fread($f, 10));
var_dump(feof($f));
var_dump(fseek($f, -100));
var_dump(rewind($f), stream_get_contents($f));
var_dump(fstat($f)['size']);
$m = stream_get_meta_data($f);
var_dump($m['wrapper_type'], $m['stream_type'], $m['mode'], $m['uri'], $m['seekable'], get_class($m['wrapper_data']));
var_dump(ftruncate($f, 4), flock($f, LOCK_EX));
fclose($f);

echo "--- whole files\n";
var_dump(file_get_contents("mem://a"));
var_dump(file_get_contents("mem://a", false, null, 2, 3));
var_dump(file_put_contents("mem://b", "xyz"));
var_dump(file_put_contents("mem://b", ["1", "", "2"], FILE_APPEND));
var_dump(file("mem://b"));
var_dump(readfile("mem://b"));
echo "\n";
var_dump(fopen("mem://nope", "r"));
var_dump(file_get_contents("mem://nope"));
var_dump(copy("mem://b", "mem://c"));
$ctx = stream_context_create();
$f = fopen("mem://b", "r", false, $ctx);
fclose($f);

echo "--- registry\n";
var_dump(stream_wrapper_register("mem", "MemW"));
var_dump(stream_wrapper_unregister("mem"));
var_dump(stream_wrapper_unregister("mem"));
var_dump(stream_wrapper_restore("mem"));
var_dump(stream_wrapper_restore("file"));
var_dump(stream_register_wrapper("mem2", "MemW"));
var_dump(stream_wrapper_register("b@d", "MemW"));
try {
    stream_wrapper_register("xx", "Nope");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(stream_wrapper_unregister("php"));
var_dump(in_array("php", stream_get_wrappers()));
var_dump(stream_wrapper_restore("php"));
var_dump(in_array("php", stream_get_wrappers()));
