<?php
// Stream options on files, memory, output and standard streams: blocking
// mode (and the metadata's "blocked"), timeouts, chunk sizes, buffers,
// isatty, socket_* aliases and stream_resolve_include_path.
$m = fopen('php://memory', 'w+');
$f = fopen(__FILE__, 'r');
$o = fopen('php://output', 'w');
$t = fopen('php://temp', 'w+');
var_dump(stream_isatty($m), stream_isatty($f), stream_isatty($o), stream_isatty(STDOUT), stream_isatty(STDERR));
var_dump(stream_set_blocking($m, false), stream_set_blocking($f, false), socket_set_blocking($f, true));
var_dump(stream_get_meta_data($f)['blocked']);
stream_set_blocking($f, false);
var_dump(stream_get_meta_data($f)['blocked'], socket_get_status($f)['blocked']);
var_dump(stream_set_blocking($o, true), stream_set_blocking($t, false), stream_set_blocking(STDOUT, true));
var_dump(stream_set_timeout($f, 5), stream_set_timeout($m, 1, 5), socket_set_timeout($f, 1), stream_set_timeout(STDIN, 1), stream_set_timeout($f, -1));
var_dump(stream_set_chunk_size($f, 100), stream_set_chunk_size($f, 8192), stream_set_chunk_size($m, 1), stream_set_chunk_size($o, 2147483647));
var_dump(stream_set_read_buffer($f, 0), stream_set_read_buffer($m, 0), stream_set_read_buffer($t, 10), stream_set_read_buffer(STDIN, 0));
var_dump(stream_set_write_buffer($f, 0), stream_set_write_buffer($m, 100), set_file_buffer($f, 10), stream_set_write_buffer($o, 0), stream_set_write_buffer(STDOUT, 0));
var_dump(socket_get_status($f) == stream_get_meta_data($f));
var_dump(socket_get_status($m));
var_dump(stream_resolve_include_path(basename(__FILE__)) === __FILE__);
var_dump(stream_resolve_include_path('./' . basename(__FILE__)) === false);
var_dump(stream_resolve_include_path(__FILE__) === __FILE__);
var_dump(stream_resolve_include_path('no-such-file.php'), stream_resolve_include_path(''));
set_include_path(__DIR__ . PATH_SEPARATOR . '/tmp');
var_dump(stream_resolve_include_path(basename(__FILE__)) === __FILE__);
function attempt(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
attempt(fn() => stream_set_chunk_size($f, 0));
attempt(fn() => stream_set_chunk_size($f, -5));
attempt(fn() => stream_set_chunk_size($f, 2147483648));
attempt(fn() => stream_resolve_include_path("a\0b"));
attempt(fn() => stream_isatty(1));
attempt(fn() => stream_set_blocking('x', true));
fclose($f);
attempt(fn() => stream_isatty($f));
attempt(fn() => stream_set_timeout($f, 1));
attempt(fn() => stream_set_write_buffer($f, 1));
attempt(fn() => socket_get_status($f));
