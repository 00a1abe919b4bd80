<?php
// ValueErrors for unknown or non-cryptographic algorithms and bad lengths.
$calls = [
    fn() => hash('nope', 'x'),
    fn() => hash('', 'x'),
    fn() => hash('md2x', 'x'),
    fn() => hash_hmac('crc32b', 'x', 'k'),
    fn() => hash_hmac('xxh3', 'x', 'k'),
    fn() => hash_hmac('nope', 'x', 'k'),
    fn() => hash_pbkdf2('fnv1a32', 'p', 's', 1),
    fn() => hash_pbkdf2('md5', 'p', 's', 0),
    fn() => hash_pbkdf2('md5', 'p', 's', -5),
    fn() => hash_pbkdf2('md5', 'p', 's', 1, -1),
    fn() => hash_hkdf('joaat', 'k'),
    fn() => hash_hkdf('sha256', ''),
    fn() => hash_hkdf('sha256', 'k', -1),
    fn() => hash_hkdf('sha256', 'k', 32 * 255 + 1),
    fn() => hash_hkdf('sha1', 'k', 20 * 255 + 1),
];
foreach ($calls as $i => $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo $i, ' ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo strlen(hash_hkdf('sha256', 'k', 32 * 255)), "\n";
hash('whirlpoolish', 'x');
