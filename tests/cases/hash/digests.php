<?php
// Every supported algorithm over a few inputs, in hex.
$algos = ['md4', 'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512/224', 'sha512/256', 'sha512',
    'sha3-224', 'sha3-256', 'sha3-384', 'sha3-512', 'ripemd160', 'adler32', 'crc32', 'crc32b', 'crc32c',
    'fnv132', 'fnv1a32', 'fnv164', 'fnv1a64', 'joaat', 'murmur3a', 'murmur3c', 'murmur3f',
    'xxh32', 'xxh64', 'xxh3', 'xxh128'];
$inputs = ['', 'abc', 'The quick brown fox jumps over the lazy dog', str_repeat("\x00\xff", 100), str_repeat('x', 1000)];
foreach ($algos as $algo) {
    echo $algo, ":\n";
    foreach ($inputs as $in) {
        echo '  ', hash($algo, $in), "\n";
    }
}
// Names are case-insensitive.
echo hash('SHA256', 'abc'), "\n", hash('Sha3-256', 'abc'), "\n", hash('XXH3', 'abc'), "\n";
// Data is coerced to string.
echo hash('md5', 12345), ' ', hash('md5', '12345'), "\n";
echo hash('crc32b', 1.5), ' ', hash('crc32b', true), "\n";
