<?php
// stream_set_blocking/timeout/read+write buffer reach a user wrapper's
// stream_set_option with php's option numbers and arguments; a wrapper
// without the method gets php's warning.
class OptWrapper {
    public $context;
    public $pos = 0;
    function stream_open($path, $mode, $options, &$opened) { return true; }
    function stream_read($n) { return ''; }
    function stream_eof() { return true; }
    function stream_write($d) { return strlen($d); }
    function stream_set_option($o, $a1, $a2) {
        echo "set_option ", json_encode([$o, $a1, $a2]), "\n";
        return $o != STREAM_OPTION_READ_TIMEOUT;
    }
}
class NoOptWrapper {
    public $context;
    function stream_open($path, $mode, $options, &$opened) { return true; }
}
stream_wrapper_register("opt", "OptWrapper");
stream_wrapper_register("noopt", "NoOptWrapper");
var_dump(STREAM_OPTION_BLOCKING, STREAM_OPTION_READ_TIMEOUT, STREAM_OPTION_READ_BUFFER, STREAM_OPTION_WRITE_BUFFER);
$f = fopen("opt://x", "r+");
var_dump(stream_set_blocking($f, false));
var_dump(stream_set_blocking($f, true));
var_dump(socket_set_blocking($f, 0));
var_dump(stream_set_timeout($f, 5, 7));
var_dump(stream_set_timeout($f, 5));
var_dump(stream_set_timeout($f, 1, 2500000));
var_dump(socket_set_timeout($f, 3));
var_dump(stream_set_write_buffer($f, 0));
var_dump(stream_set_write_buffer($f, 100));
var_dump(set_file_buffer($f, 10));
var_dump(stream_set_read_buffer($f, 0));
var_dump(stream_set_read_buffer($f, 10));
var_dump(stream_set_chunk_size($f, 10));
$meta = stream_get_meta_data($f);
var_dump($meta['blocked'], $meta['timed_out']);
$g = @fopen("noopt://x", "r+");
var_dump(stream_set_blocking($g, false));
var_dump(stream_set_timeout($g, 5, 7));
var_dump(stream_set_write_buffer($g, 0));
var_dump(stream_set_read_buffer($g, 0));
