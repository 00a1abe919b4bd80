<?php
// $options: "seed" for murmur and xxHash (ints only), "secret" for xxh3/xxh128.
$data = ['', 'abc', str_repeat('seeded input ', 30)];
foreach (['murmur3a', 'murmur3c', 'murmur3f', 'xxh32', 'xxh64', 'xxh3', 'xxh128'] as $algo) {
    foreach ([0, 1, -1, 0x7fffffff, 1 << 40] as $seed) {
        $out = [];
        foreach ($data as $d) {
            $out[] = hash($algo, $d, false, ['seed' => $seed]);
        }
        echo $algo, ' ', $seed, ' ', implode(' ', $out), "\n";
    }
    // A non-int seed is ignored.
    var_dump(hash($algo, 'abc', false, ['seed' => '5']) === hash($algo, 'abc'));
}
// Options are ignored by the other algorithms.
var_dump(hash('sha256', 'abc', false, ['seed' => 5]) === hash('sha256', 'abc'));
var_dump(hash('crc32', 'abc', false, ['seed' => 5, 'secret' => 'x']));
$secret = '';
for ($i = 0; $i < 300; $i++) {
    $secret .= chr(($i * 73 + 11) & 255);
}
foreach ([136, 192, 256] as $n) {
    foreach ($data as $d) {
        echo hash('xxh3', $d, false, ['secret' => substr($secret, 0, $n)]), ' ', hash('xxh128', $d, false, ['secret' => substr($secret, 0, $n)]), "\n";
    }
}
echo hash('xxh3', str_repeat('long', 1000), false, ['secret' => $secret]), "\n";
foreach ([['secret' => 'short'], ['secret' => 5], ['seed' => 1, 'secret' => str_repeat('s', 200)], ['seed' => null, 'secret' => null]] as $o) {
    try {
        echo hash('xxh128', 'abc', false, $o), "\n";
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
