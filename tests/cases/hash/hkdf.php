<?php
// hash_hkdf: raw output; RFC 5869 test case 1; defaults; length 0 = one digest.
$ikm = str_repeat("\x0b", 22);
$salt = hex2bin('000102030405060708090a0b0c');
$info = hex2bin('f0f1f2f3f4f5f6f7f8f9');
echo bin2hex(hash_hkdf('sha256', $ikm, 42, $info, $salt)), "\n";
echo bin2hex(hash_hkdf('sha256', 'key')), "\n";
echo bin2hex(hash_hkdf('sha1', 'key', 0, 'info')), "\n";
echo bin2hex(hash_hkdf('sha512', 'key', 200, '', 'salt')), "\n";
echo bin2hex(hash_hkdf('md5', 'key', 16 * 255 - 1)) === bin2hex(substr(hash_hkdf('md5', 'key', 16 * 255), 0, -1)) ? "prefix ok\n" : "prefix bad\n";
echo bin2hex(hash_hkdf('sha3-384', 'k', 5)), "\n";
var_dump(strlen(hash_hkdf('sha384', 'k')));
