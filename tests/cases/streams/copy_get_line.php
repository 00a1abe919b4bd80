<?php
// stream_get_line, stream_copy_to_stream, fsync and what a stream supports.
$p = sys_get_temp_dir() . "/rphp-streams-gl-" . getmypid() . "-" . uniqid();
file_put_contents($p, "ab||cd||e");
$f = fopen($p, "r");
var_dump(stream_get_line($f, 100, "||"), stream_get_line($f, 3, "||"), stream_get_line($f, 100, "||"), stream_get_line($f, 100, "||"), feof($f), stream_get_line($f, 100, "||"));
rewind($f);
var_dump(stream_get_line($f, 0), stream_get_line($f, 5));
rewind($f);
var_dump(stream_get_line($f, 100, "|"), stream_get_line($f, 100, "|"), stream_get_line($f, 100, "d||"), stream_get_line($f, 100, "x"));
try {
    stream_get_line($f, -1);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
$m = fopen("php://memory", "w+");
rewind($f);
var_dump(stream_copy_to_stream($f, $m, 4, 1), stream_copy_to_stream($f, $m), ftell($m));
rewind($m);
var_dump(stream_get_contents($m));
var_dump(stream_copy_to_stream($f, $m, 0), stream_copy_to_stream($m, $f));
var_dump(fsync($m), fdatasync($f), fsync($f));
var_dump(stream_supports_lock($f), stream_supports_lock($m));
var_dump(stream_is_local($m), stream_is_local("http://x"), stream_is_local("/tmp"), stream_is_local("php://memory"), stream_is_local("data://text/plain,x"), stream_is_local("file:///tmp"));
$big = fopen("php://memory", "w+");
fwrite($big, str_repeat("0123456789", 2000) . "END");
rewind($big);
var_dump(strlen(stream_get_line($big, 30000, "END")), feof($big));
fclose($f);
unlink($p);
