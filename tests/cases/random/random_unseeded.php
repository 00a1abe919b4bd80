<?php
// Unseeded draws are random, but always in range and of the right type.
$ok = true;
for ($i = 0; $i < 200; $i++) {
    $r = mt_rand(3, 9);
    $ok = $ok && $r >= 3 && $r <= 9;
    $r = rand();
    $ok = $ok && $r >= 0 && $r <= getrandmax();
    $r = random_int(-5, 5);
    $ok = $ok && $r >= -5 && $r <= 5;
    $f = lcg_value();
    $ok = $ok && is_float($f) && $f > 0 && $f < 1;
}
var_dump($ok);
var_dump(strlen(random_bytes(16)), random_int(7, 7), is_int(random_int(PHP_INT_MIN, PHP_INT_MAX)));
$s = str_shuffle('hello');
var_dump(count_chars($s, 1) == count_chars('hello', 1));
$a = [1, 2, 3, 4, 5];
shuffle($a);
sort($a);
var_dump($a == [1, 2, 3, 4, 5]);
mt_srand();
var_dump(is_int(mt_rand()));
// Two unseeded 64-bit draws are different.
var_dump(random_bytes(8) !== random_bytes(8));
