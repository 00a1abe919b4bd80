<?php
// hash_update_stream (with and without a length) and hash_update_file,
// including unreadable streams, missing files, directories and bad arguments.
$base = sys_get_temp_dir() . "/rphp-hash-upd-" . getmypid() . "-" . uniqid();
mkdir($base);
$f = fopen("php://memory", "w+");
fwrite($f, str_repeat("abcdefghij", 3000));
rewind($f);
$c = hash_init("md5");
var_dump(hash_update_stream($c, $f, 5), hash_update_stream($c, $f, 0), hash_update_stream($c, $f, 9000),
    hash_update_stream($c, $f), hash_update_stream($c, $f), hash_update_stream($c, $f, -5));
echo hash_final($c), " ", md5(str_repeat("abcdefghij", 3000)), "\n";
file_put_contents("$base/hf.txt", "hello world");
$c = hash_init("sha1");
var_dump(hash_update_file($c, "$base/hf.txt"), hash_update_file($c, "$base/hf.txt"));
echo hash_final($c), " ", sha1("hello worldhello world"), "\n";
$c = hash_init("sha1");
var_dump(@hash_update_file($c, "$base/nope.txt"));
echo str_replace($base, "BASE", error_get_last()['message']), "\n";
echo hash_final($c), "\n";
$tries = [
    fn() => hash_update_file($c, "$base/hf.txt"),
    fn() => hash_update_stream($c, $f),
    fn() => hash_update_file(hash_init('md5'), "a\0b"),
    fn() => hash_update_stream(hash_init('md5'), "x"),
    fn() => hash_update_stream("x", $f),
    fn() => hash_update_file(hash_init('md5'), ""),
];
foreach ($tries as $t) {
    try {
        var_dump($t());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
fclose($f);
$c = hash_init("crc32b");
try {
    hash_update_stream($c, $f);
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(hash_update_file($c, $base));
$w = fopen("$base/w.txt", "w");
var_dump(hash_update_stream($c, $w));
fclose($w);
echo hash_final($c), "\n";
$c = hash_init("md5", HASH_HMAC, "key");
$r = fopen("$base/hf.txt", "r");
var_dump(hash_update_stream($c, $r, 3), fread($r, 100), hash_update_stream($c, $r));
echo hash_final($c), " ", hash_hmac("md5", "hel", "key"), "\n";
fclose($r);
$c = hash_init("tiger192,3");
$r = fopen("$base/hf.txt", "r");
fseek($r, 6);
var_dump(hash_update_stream($c, $r, 100));
echo hash_final($c) === hash("tiger192,3", "world") ? "from position" : "wrong", "\n";
fclose($r);
unlink("$base/hf.txt");
unlink("$base/w.txt");
rmdir($base);
