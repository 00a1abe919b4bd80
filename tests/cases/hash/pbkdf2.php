<?php
// hash_pbkdf2: default length, hex lengths (odd too), raw lengths, many blocks.
echo hash_pbkdf2('sha1', 'password', 'salt', 1), "\n";
echo hash_pbkdf2('sha1', 'password', 'salt', 2, 20), "\n";
echo hash_pbkdf2('sha1', 'password', 'salt', 4096, 41), "\n";
echo hash_pbkdf2('sha256', 'password', 'salt', 1000), "\n";
echo hash_pbkdf2('sha256', 'passwordPASSWORDpassword', 'saltSALTsaltSALTsaltSALTsaltSALTsalt', 100, 80), "\n";
echo bin2hex(hash_pbkdf2('sha512', 'pass', 'NaCl', 10, 0, true)), "\n";
echo bin2hex(hash_pbkdf2('sha512', 'pass', 'NaCl', 10, 150, true)), "\n";
echo bin2hex(hash_pbkdf2('md5', '', '', 1, 1, true)), "\n";
echo hash_pbkdf2('md5', '', '', 1, 1), "\n";
echo hash_pbkdf2('sha3-256', 'p', 's', 3, 7), "\n";
echo hash_pbkdf2('ripemd160', 'p', 's', 3), "\n";
var_dump(strlen(hash_pbkdf2('sha384', 'p', 's', 1)), strlen(hash_pbkdf2('sha384', 'p', 's', 1, 0, true)));
