<?php
// include/require through a user stream wrapper: the calls php makes
// (stream_open with the include options, stream_set_option to turn the
// read buffer off, stream_stat, stream_read until the size, stream_close)
// and what the included code sees.
class MemWrapper {
    public $context;
    static $files = [];
    public $data, $pos = 0, $name;
    function stream_open($path, $mode, $options, &$opened) {
        echo "open $path $mode $options\n";
        if (!isset(self::$files[$path])) return false;
        $this->name = $path;
        $this->data = self::$files[$path];
        return true;
    }
    function stream_read($n) {
        echo "read $n\n";
        $r = substr($this->data, $this->pos, 5000);
        $this->pos += strlen($r);
        return $r;
    }
    function stream_eof() { echo "eof\n"; return $this->pos >= strlen($this->data); }
    function stream_stat() { echo "stat\n"; return ['size' => strlen($this->data)]; }
    function stream_set_option($o, $a1, $a2) { echo "set_option $o $a1 $a2\n"; return false; }
    function stream_close() { echo "close {$this->name}\n"; }
    function url_stat($p, $f) { echo "url_stat $p\n"; return false; }
}
// No stream_stat and no stream_set_option: php warns and reads until a
// read gives nothing.
class BareWrapper {
    public $context;
    public $data, $pos = 0;
    function stream_open($path, $mode, $options, &$opened) {
        $this->data = MemWrapper::$files[str_replace('bare://', 'mem://', $path)] ?? null;
        return $this->data !== null;
    }
    function stream_read($n) { echo "bare read $n\n"; $r = substr($this->data, $this->pos, 5000); $this->pos += strlen($r); return $r; }
    function stream_eof() { return $this->pos >= strlen($this->data); }
}
MemWrapper::$files = [
    "mem://a.php" => "<?php echo 'in a: ', basename(__FILE__), ' line ', __LINE__, \"\\n\"; \$set_in_a = 5; return 42;\n",
    "mem://text.txt" => "plain text, no php\n",
    "mem://big.php" => "<?php\n" . str_repeat("// filler line\n", 800) . "echo 'big at ', __LINE__, \"\\n\";\n",
    "mem://fn.php" => "<?php function from_wrapper() { return 'defined in ' . __FUNCTION__; }\n",
];
stream_wrapper_register("mem", "MemWrapper");
stream_wrapper_register("bare", "BareWrapper");

var_dump(include "mem://a.php");
var_dump($set_in_a);
var_dump(include_once "mem://a.php");
var_dump(require_once "mem://fn.php");
echo from_wrapper(), "\n";
var_dump(include "mem://text.txt");
include "mem://big.php";
include "bare://big.php";
var_dump(include "mem://missing.php");
var_dump(@include "mem://missing.php");
print_r(array_map('basename', get_included_files()));
try {
    require "mem://missing.php";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
require "mem://missing.php";
echo "not reached\n";
