<?php
// Packed (list) array: append-fill, then indexed reads and in-place writes.
$n = 1000000;
$total = 0;
for ($round = 0; $round < 9; $round++) {
    $a = [];
    for ($i = 0; $i < $n; $i++) {
        $a[] = $i ^ $round;
    }
    for ($i = 0; $i < $n; $i++) {
        $a[$i] = $a[$i] + $a[($i * 7) % $n];
    }
    for ($i = 0; $i < $n; $i += 3) {
        $total += $a[$i];
    }
    $total %= 1000000007;
}
echo "checksum: ", $total, " ", count($a), "\n";
