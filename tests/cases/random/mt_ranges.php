<?php
// Range reduction: 32-bit spans, 64-bit spans, powers of two, negatives, full range.
mt_srand(7);
echo mt_rand(0, 0), "\n";
echo mt_rand(-100, 100), "\n";
echo mt_rand(0, 1023), "\n";
echo mt_rand(0, 4294967295), "\n";
echo mt_rand(0, 4294967296), "\n";
echo mt_rand(PHP_INT_MIN, PHP_INT_MAX), "\n";
echo mt_rand(PHP_INT_MIN, 0), "\n";
echo mt_rand(-5, -1), "\n";
echo mt_rand(1000000, 1000000000000), "\n";
for ($i = 0; $i < 20; $i++) {
    echo mt_rand(0, 2), ' ';
}
echo "\n";
var_dump(mt_getrandmax(), getrandmax());
