<?php
// md2, whirlpool, tiger (3 and 4 passes), gost and haval (3, 4, 5 passes, every
// length): digests over inputs around their block sizes, a large input, the
// incremental API split at odd places, and HMAC.
$algos = ['md2', 'whirlpool', 'tiger128,3', 'tiger160,3', 'tiger192,3', 'tiger128,4',
    'tiger160,4', 'tiger192,4', 'gost', 'gost-crypto'];
foreach ([3, 4, 5] as $p) {
    foreach ([128, 160, 192, 224, 256] as $b) {
        $algos[] = "haval$b,$p";
    }
}
$pattern = '';
for ($i = 0; $i < 300; $i++) {
    $pattern .= chr(($i * 37) ^ ($i >> 5));
}
$big = str_repeat("The quick brown fox jumps over the lazy dog. ", 23302);
foreach ($algos as $a) {
    echo $a, "\n  ", hash($a, ''), "\n  ", hash($a, 'abc'), "\n  ", hash($a, $big), "\n  ";
    $short = [];
    foreach ([1, 15, 16, 17, 31, 32, 33, 55, 56, 57, 63, 64, 65, 117, 118, 119, 127, 128, 129, 255, 256, 257] as $n) {
        $short[] = substr(hash($a, substr($pattern, 0, $n)), 0, 6);
    }
    echo implode(' ', $short), "\n";
    $c = hash_init($a);
    foreach (str_split(substr($pattern, 0, 200), 37) as $part) {
        hash_update($c, $part);
    }
    $copy = hash_copy($c);
    hash_update($copy, 'more');
    echo '  ', hash_final($c) === hash($a, substr($pattern, 0, 200)) ? 'incremental ok' : 'incremental differs',
        ' ', hash_final($copy, true) === hash($a, substr($pattern, 0, 200) . 'more', true) ? 'copy ok' : 'copy differs', "\n";
    echo '  ', hash_hmac($a, 'data', 'key'), "\n  ", hash_hmac($a, $pattern, str_repeat('k', 200)), "\n";
    $h = hash_init($a, HASH_HMAC, 'secret');
    hash_update($h, 'da');
    hash_update($h, 'ta');
    echo '  ', hash_final($h) === hash_hmac($a, 'data', 'secret') ? 'hmac ctx ok' : 'hmac ctx differs', "\n";
}
echo strlen(hash('tiger192,4', 'x', true)), ' ', strlen(hash('haval224,5', 'x', true)), ' ', strlen(hash('md2', 'x', true)), "\n";
echo hash('TIGER128,3', 'case'), ' ', hash('Whirlpool', 'case'), "\n";
echo hash_pbkdf2('whirlpool', 'pw', 'salt', 3, 40), ' ', bin2hex(hash_hkdf('haval256,5', 'key', 20)), "\n";
