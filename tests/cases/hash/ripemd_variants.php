<?php
// RIPEMD-128, -256 and -320 beside RIPEMD-160, over lengths around the
// block and padding boundaries, with HMAC and the incremental API.
foreach (['ripemd128', 'ripemd160', 'ripemd256', 'ripemd320'] as $a) {
    echo $a, "\n";
    foreach (['', 'a', 'abc', 'message digest', str_repeat('x', 55), str_repeat('y', 56), str_repeat('z', 64), str_repeat('1234567890', 8), str_repeat('q', 1000)] as $d) {
        echo '  ', strlen($d), ' ', hash($a, $d), "\n";
    }
    echo '  hmac ', hash_hmac($a, 'data', 'key'), "\n";
    $c = hash_init($a);
    hash_update($c, 'ab');
    hash_update($c, 'c');
    echo '  ctx ', hash_final($c) === hash($a, 'abc') ? 'same' : 'differs', "\n";
}
