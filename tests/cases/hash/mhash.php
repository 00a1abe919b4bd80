<?php
// The deprecated mhash functions: ids, names, block sizes, digests, HMAC,
// the salted S2K key generator and their errors.
echo mhash_count(), "\n";
for ($i = -1; $i <= 42; $i++) {
    if ($i === 27) {
        continue; // snefru256
    }
    $name = mhash_get_hash_name($i);
    $size = mhash_get_block_size($i);
    $d = mhash($i, "abc");
    echo $i, " ", var_export($name, true), " ", var_export($size, true), " ",
        $d === false ? "false" : bin2hex($d), "\n";
}
echo bin2hex(mhash(MHASH_SHA256, "data", "key")), " ", hash_hmac("sha256", "data", "key"), "\n";
echo bin2hex(mhash(MHASH_MD5, "data", "")), " ", bin2hex(mhash(MHASH_MD5, "data", null)), "\n";
echo bin2hex(mhash(MHASH_WHIRLPOOL, "data", str_repeat("k", 100))), "\n";
echo bin2hex(mhash_keygen_s2k(MHASH_SHA1, "pw", "salt1234xyz", 50)), "\n";
echo bin2hex(mhash_keygen_s2k(MHASH_MD5, "password", "ab", 16)), "\n";
echo bin2hex(mhash_keygen_s2k(MHASH_CRC32, "password", "", 9)), "\n";
echo bin2hex(mhash_keygen_s2k(MHASH_TIGER, "", "saltsalt", 1)), "\n";
var_dump(mhash_keygen_s2k(999, "pw", "salt", 4), mhash_keygen_s2k(4, "pw", "salt", 4));
foreach ([fn() => mhash(MHASH_CRC32, "abc", "key"), fn() => mhash_keygen_s2k(1, "pw", "salt", 0),
    fn() => mhash_keygen_s2k(1, "pw", "salt", -3)] as $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump(MHASH_XXH128, MHASH_SNEFRU256, MHASH_TIGER160);
