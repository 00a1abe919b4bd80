<?php
// User streams left open are closed at the end of the request, newest
// first, after shutdown functions, destructors and output buffers:
// stream_flush only for a stream that was written, then stream_close.
// One dropped without fclose mid-script is closed by then too.
class LogWrapper {
    public $context;
    public $name;
    function stream_open($path, $mode, $options, &$opened) { $this->name = $path; echo "open $path\n"; return true; }
    function stream_read($n) { return ''; }
    function stream_eof() { return true; }
    function stream_write($d) { echo "write {$this->name} ", strlen($d), "\n"; return strlen($d); }
    function stream_flush() { echo "flush {$this->name}\n"; return true; }
    function stream_close() { echo "close {$this->name}\n"; }
}
class NoClose {
    public $context;
    function stream_open($path, $mode, $options, &$opened) { return true; }
}
stream_wrapper_register("log", "LogWrapper");
stream_wrapper_register("noclose", "NoClose");
$a = fopen("log://a", "r");
$b = fopen("log://b", "w");
fwrite($b, "abc");
$n = @fopen("noclose://n", "r");
$c = fopen("log://c", "w");
fclose($c);
$x = fopen("log://x", "w");
fwrite($x, "q");
$x = null;
var_dump(feof($a));
register_shutdown_function(function () { echo "shutdown function\n"; });
ob_start(function ($buf) { return strtoupper($buf); });
echo "buffered\n";
echo "end of script\n";
