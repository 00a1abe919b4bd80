<?php
// The sort family on large arrays: sort() of 1e6 integers, sort() of 200k strings,
// asort/ksort with keys, and usort with a comparison closure.
$n = 1000000;
$a = [];
$seed = 42;
for ($i = 0; $i < $n; $i++) {
    $seed = ($seed * 1103515245 + 12345) & 0x7fffffff;
    $a[] = $seed % 1000003;
}
$b = $a;
sort($b);
$sum = $b[0] + $b[$n >> 1] + $b[$n - 1];
$s = [];
for ($i = 0; $i < 200000; $i++) {
    $s[] = "k" . $a[$i];
}
sort($s);
$sum += strlen($s[0]) + strlen($s[100000]);
$k = array_slice($a, 0, 200000, true);
asort($k);
$sum += array_key_first($k);
krsort($k);
$sum += array_key_first($k);
$u = array_slice($a, 0, 100000);
usort($u, fn($x, $y) => ($x % 1000) <=> ($y % 1000) ?: $x <=> $y);
$sum += $u[0] + $u[99999];
echo "checksum: ", $sum, "\n";
