<?php
// php://filter URLs with file_get_contents, file, readfile, fopen and
// file_put_contents; stream_filter_remove.
$p = sys_get_temp_dir() . "/rphp-filter-url-" . getmypid() . "-" . uniqid();
file_put_contents($p, "Hello Filters\nsecond line\n");
var_dump(file_get_contents("php://filter/read=string.toupper/resource=$p"));
var_dump(file_get_contents("php://filter/read=string.toupper|string.rot13/resource=$p"));
var_dump(file_get_contents("php://filter/string.tolower/resource=$p"));
var_dump(file_get_contents("php://filter/read=string.toupper/read=convert.base64-encode/resource=$p"));
var_dump(file_get_contents("php://filter/read=convert.base64-encode/resource=$p", false, null, 4, 8));
var_dump(file("php://filter/read=string.rot13/resource=$p", FILE_IGNORE_NEW_LINES));
var_dump(readfile("php://filter/read=string.toupper/resource=$p"));
var_dump(file_get_contents("php://filter/read=string.toupper|bogus/resource=$p"));
var_dump(file_get_contents("php://filter/read=string%2etoupper/resource=$p"));
var_dump(file_get_contents("php://filter/read=string.toupper/resource=does-not-exist.txt"));
try {
    file_get_contents("php://filter/read=string.toupper");
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

var_dump(file_put_contents("php://filter/write=string.tolower|convert.base64-encode/resource=$p", "HELLO"));
var_dump(file_get_contents($p));
var_dump(file_put_contents("php://filter/write=convert.base64-decode/resource=$p", "IHdvcmxk", FILE_APPEND));
var_dump(file_get_contents($p));
var_dump(file_put_contents("php://filter/write=string.toupper/resource=$p", ["a", "b", "c"]));
var_dump(file_get_contents($p));

$f = fopen("php://filter/read=string.toupper/resource=$p", "r");
var_dump(fread($f, 2), stream_get_contents($f));
fclose($f);
$f = fopen("php://filter/write=string.rot13/resource=$p", "w");
var_dump(fwrite($f, "abc"));
fclose($f);
var_dump(file_get_contents($p));
$f = fopen("php://filter/resource=php://memory", "w+");
fwrite($f, "plain");
rewind($f);
var_dump(fread($f, 10));
fclose($f);

echo "--- stream_filter_remove\n";
$f = fopen("php://memory", "w+");
$b64 = stream_filter_append($f, "convert.base64-encode", STREAM_FILTER_WRITE);
fwrite($f, "hello");
var_dump(stream_filter_remove($b64));
fwrite($f, "!");
rewind($f);
var_dump(stream_get_contents($f));
try {
    stream_filter_remove($b64);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    stream_filter_remove($f);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    stream_filter_remove("x");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
fclose($f);
$f = fopen("php://memory", "w+");
fwrite($f, "abcdef");
rewind($f);
$up = stream_filter_append($f, "string.toupper", STREAM_FILTER_READ);
var_dump(fread($f, 3));
var_dump(stream_filter_remove($up));
var_dump(fread($f, 3));
fclose($f);
unlink($p);
