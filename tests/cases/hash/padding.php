<?php
// Every length around the block sizes (64, 128, 136, 144 bytes) and XXH3's
// size classes (16, 128, 240): catches padding and tail bugs.
$algos = ['md4', 'md5', 'sha1', 'sha256', 'sha512', 'sha3-256', 'sha3-224', 'ripemd160', 'crc32', 'crc32c', 'adler32',
    'murmur3a', 'murmur3c', 'murmur3f', 'xxh32', 'xxh64', 'xxh3', 'xxh128'];
$s = '';
for ($i = 0; $i < 300; $i++) {
    $s .= chr(($i * 37 + 5) & 255);
}
foreach ($algos as $algo) {
    $all = '';
    for ($n = 0; $n <= 300; $n++) {
        $all .= hash($algo, substr($s, 0, $n), true);
    }
    echo $algo, ' ', hash('sha256', $all), "\n";
}
