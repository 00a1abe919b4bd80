<?php
// The $binary flag: raw bytes, the same bytes as the hex form.
foreach (['md5', 'sha1', 'sha256', 'sha512', 'sha3-256', 'crc32', 'crc32b', 'adler32', 'fnv1a64', 'murmur3f', 'xxh128'] as $algo) {
    $raw = hash($algo, 'binary test', true);
    printf("%-9s %2d %s %s\n", $algo, strlen($raw), bin2hex($raw), var_export(bin2hex($raw) === hash($algo, 'binary test'), true));
}
// md5()/sha1()/crc32() agree with hash().
var_dump(md5('abc') === hash('md5', 'abc'), sha1('abc') === hash('sha1', 'abc'));
var_dump(md5('abc', true) === hash('md5', 'abc', true), sha1('abc', true) === hash('sha1', 'abc', true));
var_dump(strlen(md5('x', true)), strlen(sha1('x', true)));
var_dump(crc32('The quick brown fox jumped over the lazy dog.'));
var_dump(sprintf('%08x', crc32('abc')) === hash('crc32b', 'abc'));
// Truthy/falsy values for $binary.
var_dump(strlen(hash('md5', 'a', 1)), strlen(hash('md5', 'a', 0)), strlen(hash('md5', 'a', 'yes')));
