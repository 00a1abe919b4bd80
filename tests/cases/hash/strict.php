<?php
declare(strict_types=1);
// Under strict_types: hash_equals behaves the same; hash() rejects non-strings.
var_dump(hash_equals('a', 'a'));
try {
    hash_equals('a', 1);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    hash('md5', 123);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    hash_pbkdf2('md5', 'p', 's', '10');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
echo hash('md5', '123'), "\n";
