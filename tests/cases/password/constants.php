<?php
foreach (['PASSWORD_DEFAULT', 'PASSWORD_BCRYPT', 'PASSWORD_BCRYPT_DEFAULT_COST', 'PASSWORD_ARGON2I', 'PASSWORD_ARGON2ID',
          'PASSWORD_ARGON2_DEFAULT_MEMORY_COST', 'PASSWORD_ARGON2_DEFAULT_TIME_COST', 'PASSWORD_ARGON2_DEFAULT_THREADS',
          'PASSWORD_ARGON2_PROVIDER', 'CRYPT_SALT_LENGTH', 'CRYPT_BLOWFISH'] as $c) {
    echo $c, " = ";
    var_dump(constant($c));
}
var_dump(password_algos());
foreach (['crypt', 'password_hash', 'password_verify', 'password_get_info', 'password_needs_rehash', 'password_algos'] as $f) {
    $r = new ReflectionFunction($f);
    echo $f, "(", $r->getNumberOfParameters(), ", ", $r->getNumberOfRequiredParameters(), ")\n";
}
try {
    password_algos(1);
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
