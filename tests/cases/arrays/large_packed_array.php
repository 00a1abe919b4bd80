<?php
$a = [];
for ($i = 0; $i < 1000; $i++) {
    $a[] = $i * $i;
}
echo count($a), " ", $a[999], " ", array_sum($a), "\n";
$b = $a;
$b[500] = -1;
echo $a[500], " ", $b[500], "\n";
for ($i = 0; $i < 1000; $i += 2) unset($a[$i]);
echo count($a), " ", array_key_first($a), " ", array_key_last($a), "\n";
