<?php
// Whole-file hashing: hash_file, hash_hmac_file, md5_file, sha1_file on
// this script, a directory and a missing file.
$f = __FILE__;
$data = file_get_contents($f);
var_dump(hash_file('sha256', $f) === hash('sha256', $data));
var_dump(hash_file('crc32b', $f, true) === hash('crc32b', $data, true));
var_dump(hash_file('xxh3', $f, false, ['seed' => 3]) === hash('xxh3', $data, false, ['seed' => 3]));
var_dump(hash_hmac_file('sha512', $f, 'k') === hash_hmac('sha512', $data, 'k'));
var_dump(hash_hmac_file('md5', $f, '') === hash_hmac('md5', $data, ''));
var_dump(md5_file($f) === md5($data), sha1_file($f, true) === sha1($data, true));
var_dump(hash_file('md5', __DIR__ . '/no-such-file'));
var_dump(md5_file(__DIR__ . '/no-such-file'));
var_dump(hash_hmac_file('md5', __DIR__ . '/no-such-file', 'k'));
var_dump(hash_file('md5', __DIR__));
var_dump(hash_hmac_file('md5', __DIR__, 'k'));
var_dump(md5_file(__DIR__), sha1_file(__DIR__));
$tries = [
    fn() => hash_file('md5', ''),
    fn() => sha1_file(''),
    fn() => hash_file('md5', "a\0b"),
    fn() => md5_file("a\0b"),
    fn() => hash_file('nope', $f),
    fn() => hash_hmac_file('crc32', $f, 'k'),
];
foreach ($tries as $t) {
    try { var_dump($t()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
