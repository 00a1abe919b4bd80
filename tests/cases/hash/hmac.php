<?php
// hash_hmac over every cryptographic algorithm with short, block-sized and long keys.
$algos = ['md4', 'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512/224', 'sha512/256', 'sha512',
    'sha3-224', 'sha3-256', 'sha3-384', 'sha3-512', 'ripemd160'];
$keys = ['', 'key', str_repeat('k', 64), str_repeat('k', 65), str_repeat('k', 136), str_repeat('k', 200)];
foreach ($algos as $algo) {
    echo $algo, ":\n";
    foreach ($keys as $key) {
        echo '  ', hash_hmac($algo, 'The quick brown fox jumps over the lazy dog', $key), "\n";
    }
}
// RFC 4231 test case 2.
echo hash_hmac('sha256', 'what do ya want for nothing?', 'Jefe'), "\n";
echo bin2hex(hash_hmac('sha512', 'what do ya want for nothing?', 'Jefe', true)), "\n";
var_dump(strlen(hash_hmac('md5', 'x', 'y', true)));
echo hash_hmac('SHA1', '', ''), "\n";
