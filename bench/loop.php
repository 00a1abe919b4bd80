<?php
// Tight integer loop: arithmetic, comparison and a conditional in the body.
$n = 36000000;
$sum = 0;
$x = 1;
for ($i = 0; $i < $n; $i++) {
    $x = ($x * 31 + $i) % 1000003;
    if ($x & 1) {
        $sum += $x;
    } else {
        $sum -= $i;
    }
}
echo "checksum: ", $sum, " ", $x, "\n";
