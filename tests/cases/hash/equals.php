<?php
// hash_equals compares strings only: no coercion, even without strict_types.
var_dump(hash_equals('abc', 'abc'));
var_dump(hash_equals('abc', 'abd'));
var_dump(hash_equals('abc', 'ab'));
var_dump(hash_equals('', ''));
var_dump(hash_equals("a\0b", "a\0b"));
var_dump(hash_equals(md5('x'), md5('x')));
foreach ([[1, '1'], ['1', 1], [null, ''], ['', null], [1.5, '1.5'], [true, '1'], [[], '']] as [$a, $b]) {
    try {
        var_dump(hash_equals($a, $b));
    } catch (TypeError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
