<?php
// Pure-PHP sorting: recursive quicksort (array passed by reference) and insertion sort
// over pseudo-random integers from a linear congruential generator.
function lcg(&$seed) {
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    return $seed;
}
function quicksort(array &$a, $lo, $hi) {
    while ($lo < $hi) {
        $p = $a[intdiv($lo + $hi, 2)];
        $i = $lo;
        $j = $hi;
        while ($i <= $j) {
            while ($a[$i] < $p) $i++;
            while ($a[$j] > $p) $j--;
            if ($i <= $j) {
                $t = $a[$i]; $a[$i] = $a[$j]; $a[$j] = $t;
                $i++;
                $j--;
            }
        }
        if ($j - $lo < $hi - $i) {
            quicksort($a, $lo, $j);
            $lo = $i;
        } else {
            quicksort($a, $i, $hi);
            $hi = $j;
        }
    }
}
function insertion_sort(array $a) {
    $n = count($a);
    for ($i = 1; $i < $n; $i++) {
        $v = $a[$i];
        $j = $i - 1;
        while ($j >= 0 && $a[$j] > $v) {
            $a[$j + 1] = $a[$j];
            $j--;
        }
        $a[$j + 1] = $v;
    }
    return $a;
}
$seed = 42;
$a = [];
for ($i = 0; $i < 600000; $i++) {
    $a[] = lcg($seed) % 1000000;
}
quicksort($a, 0, count($a) - 1);
$check = 0;
for ($i = 1; $i < count($a); $i++) {
    if ($a[$i - 1] > $a[$i]) {
        $check = -1;
        break;
    }
    $check = ($check * 31 + $a[$i]) % 1000000007;
}
$small = [];
for ($i = 0; $i < 3000; $i++) {
    $small[] = lcg($seed) % 1000;
}
$small = insertion_sort($small);
echo "checksum: ", $check, " ", $a[0], " ", $a[count($a) - 1], " ", $small[0], " ", $small[2999], "\n";
