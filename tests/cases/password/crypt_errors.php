<?php
function t(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
t(fn() => crypt("pass"));
t(fn() => crypt());
t(fn() => crypt([], "ab"));
t(fn() => crypt("pass", []));
t(fn() => crypt("pass", null));
t(fn() => crypt(null, "ab"));
t(fn() => crypt(123, 45));
t(fn() => crypt(1.5, "ab"));
// Failure strings: "*0", but "*1" when the salt was "*0" so a failure never equals the salt.
foreach (["*0", "*1", "*0abc", "*1abc", "*2", "*", "$", "$$", "\$3\$abc", "\$y\$abc", "\$7\$abc", "\$argon2id\$v=19\$m=16"] as $s) {
    echo json_encode($s), " => ", crypt("pass", $s), "\n";
}
// Salts longer than CRYPT_SALT_LENGTH are cut.
echo strlen(crypt("pass", '$6$' . str_repeat("s", 200))), "\n";
var_dump(CRYPT_SALT_LENGTH, CRYPT_STD_DES, CRYPT_EXT_DES, CRYPT_MD5, CRYPT_BLOWFISH, CRYPT_SHA256, CRYPT_SHA512);
