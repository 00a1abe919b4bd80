<?php
// The incremental API: hash_init/hash_update/hash_final/hash_copy, HMAC
// contexts, options, clone, and php's errors.
foreach (['md5', 'sha256', 'sha3-512', 'crc32b', 'xxh64', 'murmur3f', 'ripemd160', 'fnv1a64'] as $a) {
    $c = hash_init($a);
    hash_update($c, "The quick brown fox ");
    $copy = hash_copy($c);
    hash_update($c, "jumps over the lazy dog");
    echo $a, " ", hash_final($c), " ", hash_final($copy), " ",
        hash($a, "The quick brown fox jumps over the lazy dog") === hash_final(hash_init($a)) ? "same" : "ok", "\n";
}
$c = hash_init('sha1', HASH_HMAC, 'secret');
hash_update($c, 'part one, ');
$d = clone $c;
hash_update($c, 'part two');
hash_update($d, 'other');
echo hash_final($c), " ", hash_hmac('sha1', 'part one, part two', 'secret'), "\n";
echo bin2hex(hash_final($d, true)), " ", hash_hmac('sha1', 'part one, other', 'secret'), "\n";
$c = hash_init('xxh3', 0, '', ['seed' => 42]);
hash_update($c, 'seeded');
echo hash_final($c), " ", hash('xxh3', 'seeded', false, ['seed' => 42]), "\n";
$c = hash_init('md5');
print_r($c);
var_dump(hash_update($c, ''), HASH_HMAC);
echo hash_final($c), "\n";
$tries = [
    fn() => hash_update($c, 'x'),
    fn() => hash_final($c),
    fn() => hash_copy($c),
    fn() => clone $c,
    fn() => hash_init('nope'),
    fn() => hash_init('crc32', HASH_HMAC, 'k'),
    fn() => hash_init('md5', HASH_HMAC),
    fn() => hash_update('ctx', 'x'),
    fn() => hash_final(new stdClass),
    fn() => new HashContext(),
];
foreach ($tries as $f) {
    try { var_dump($f()); } catch (Throwable $t) { echo get_class($t), ": ", $t->getMessage(), "\n"; }
}
class K { function make() { return new HashContext(); } }
try { (new K)->make(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionClass('HashContext'))->isFinal());
