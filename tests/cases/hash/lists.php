<?php
// hash_algos()/hash_hmac_algos() contain the common algorithms, in php's relative order.
$want = ['md4', 'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512/224', 'sha512/256', 'sha512',
    'sha3-224', 'sha3-256', 'sha3-384', 'sha3-512', 'ripemd160', 'adler32', 'crc32', 'crc32b', 'crc32c',
    'fnv132', 'fnv1a32', 'fnv164', 'fnv1a64', 'joaat', 'murmur3a', 'murmur3c', 'murmur3f',
    'xxh32', 'xxh64', 'xxh3', 'xxh128'];
$algos = hash_algos();
$hmac = hash_hmac_algos();
var_dump(array_is_list($algos), array_is_list($hmac));
$pos = [];
foreach ($want as $a) {
    $in = in_array($a, $algos, true);
    $h = in_array($a, $hmac, true);
    echo str_pad($a, 12), $in ? 'hash' : '-', ' ', $h ? 'hmac' : '-', "\n";
    $pos[] = array_search($a, $algos, true);
}
$sorted = $pos;
sort($sorted);
var_dump($sorted === $pos);
// Every hmac algorithm is a hash algorithm.
var_dump(count(array_diff($hmac, $algos)));
