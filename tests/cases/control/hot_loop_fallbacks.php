<?php
// Loops whose instructions leave the fast paths part-way: overflow, references,
// strings, undefined variables, mixed int/float, arrays of arrays, by-ref arrays.
$i = PHP_INT_MAX - 3;
$n = 0;
for ($k = 0; $k < 6; $k++) {
    $i++;
    $n += $i > 0 ? 1 : 2;
}
var_dump($i, $n);

$x = 1;
$r = &$x;
for ($k = 0; $k < 5; $k++) {
    $x = $x * 3 + $k;
    $r += 0.5;
}
var_dump($x, $r);

$s = "a";
for ($k = 0; $k < 4; $k++) {
    $t = $k < 2 ? $k : "1$k";
    $u = $t + 1;
    var_dump($u);
}
for ($k = 0; $k < 3; $k++) {
    $v = $k == 1 ? 1.5 : $k;
    $w = $v * 2;
    $z = $k % 2 ? $w : -$w;
    var_dump($w < 2, $z);
}

$m = [[1, 2], [3, 4], [5, 6]];
$sum = 0;
for ($k = 0; $k < 3; $k++) {
    $row = $m[$k];
    for ($j = 0; $j < 2; $j++) {
        $sum += $row[$j] * $m[$j][$k % 2];
        $m[$k][$j] = $sum;
    }
}
var_dump($sum, $m);

function fill(array &$a, $n) {
    for ($k = 0; $k < $n; $k++) {
        $a[$k] = $a[$k] ?? 0;
        $a[$k] = $a[$k] + $k;
        $a[] = $k;
    }
}
$arr = [10, 20];
fill($arr, 4);
var_dump($arr);

$q = 0;
for ($k = 0; $k < 3; $k++) {
    $q = $q + $undefined_in_loop;
}
var_dump($q);

$f = 0.0;
for ($k = 0; $k <= 2.5; $k++) {
    $f += $k / 2;
    $g = intdiv($k, 2) <=> 0;
}
var_dump($f, $g, 7 % -1, 1 << 65 - 1);
