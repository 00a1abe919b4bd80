<?php
// php's built-in stream filters on read and write chains, with parameters.
function through($name, $data, $params = null, $mode = STREAM_FILTER_READ) {
    $f = fopen("php://memory", "w+");
    fwrite($f, $data);
    rewind($f);
    $r = $params === null ? stream_filter_append($f, $name, $mode) : stream_filter_append($f, $name, $mode, $params);
    var_dump(is_resource($r) ? get_resource_type($r) : $r);
    var_dump(stream_get_contents($f));
    fclose($f);
}
through("string.rot13", "Hello, World! 123");
through("string.toupper", "Hello, World! éx");
through("string.tolower", "Hello, WORLD!");
through("convert.base64-encode", "hello world, this is a test");
through("convert.base64-encode", "hello world, this is a test", ["line-length" => 8, "line-break-chars" => "|"]);
through("convert.base64-encode", "hello world, this is a test", ["line-length" => 10]);
through("convert.base64-encode", "hello world, this is a test", ["line-length" => 3, "line-break-chars" => "|"]);
through("convert.base64-encode", "a");
through("convert.base64-encode", "ab");
through("convert.base64-encode", "");
through("convert.base64-decode", "aGVsbG8gd29ybGQ=");
through("convert.base64-decode", "aGVs bG8\nd29y\r\nbGQ");
through("convert.base64-decode", "aGVsbA==x");
through("convert.base64-decode", "aGV*");
through("convert.quoted-printable-encode", "h\xe9llo = world\r\nline two  \nthree\t\n");
through("convert.quoted-printable-decode", "=41=42c=3d=\r\nd=\ne");
through("convert.quoted-printable-decode", "a=4");
through("convert.quoted-printable-decode", "bad=ZZ");
through("dechunk", "5\r\nhello\r\n7;ext=1\r\n, world\r\n0\r\n\r\n");
through("dechunk", "12\r\nhello world!\r\n0\r\n\r\n");
through("dechunk", "zz\r\nnot chunked");
through("dechunk", "5\r\nhel");
through("consumed", "abc");

// Chains: several filters, prepend, read and write.
$f = fopen("php://memory", "w+");
stream_filter_append($f, "string.toupper", STREAM_FILTER_WRITE);
stream_filter_append($f, "string.rot13", STREAM_FILTER_WRITE);
stream_filter_prepend($f, "convert.base64-decode", STREAM_FILTER_WRITE);
var_dump(fwrite($f, base64_encode("abc xyz")));
rewind($f);
var_dump(fread($f, 100));
fclose($f);

// A write chain that holds data back until the stream is flushed or closed.
$p = sys_get_temp_dir() . "/rphp-filter-b64-" . getmypid() . "-" . uniqid();
$f = fopen($p, "w");
stream_filter_append($f, "convert.base64-encode");
var_dump(fwrite($f, "hello"), fwrite($f, " there"));
var_dump(file_get_contents($p));
var_dump(fflush($f));
var_dump(file_get_contents($p));
fwrite($f, "!!");
fclose($f);
var_dump(file_get_contents($p));

// Read a file through filters in small pieces; lines; eof.
file_put_contents($p, "line one\nline two\nline three\n");
$f = fopen($p, "r");
stream_filter_append($f, "string.toupper");
var_dump(fgets($f), fread($f, 4), fgetc($f), feof($f), ftell($f));
var_dump(stream_get_contents($f), feof($f));
rewind($f);
var_dump(fgets($f));
fclose($f);

// Data already read ahead goes through a filter appended later.
$f = fopen($p, "r");
var_dump(fgets($f));
stream_filter_append($f, "string.rot13");
var_dump(fgets($f), fgets($f), fgets($f));
fclose($f);
unlink($p);

// Unknown filters and bad names.
$f = fopen("php://memory", "w+");
var_dump(stream_filter_append($f, "nope"));
var_dump(stream_filter_append($f, "convert.nope"));
var_dump(stream_filter_append($f, "string.nope"));
var_dump(stream_filter_prepend($f, "convert.*"));
var_dump(stream_filter_append($f, "string.rot13", STREAM_FILTER_ALL));
try {
    stream_filter_append("x", "string.rot13");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
fclose($f);
try {
    stream_filter_append($f, "string.rot13");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(STREAM_FILTER_READ, STREAM_FILTER_WRITE, STREAM_FILTER_ALL, PSFS_PASS_ON, PSFS_FEED_ME, PSFS_ERR_FATAL, PSFS_FLAG_NORMAL, PSFS_FLAG_FLUSH_INC, PSFS_FLAG_FLUSH_CLOSE);
$fl = stream_get_filters();
var_dump(array_values(array_diff($fl, ["zlib.*", "convert.iconv.*"])));
