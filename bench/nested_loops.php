<?php
// Matrix multiply with nested arrays (array of rows), integer arithmetic.
$n = 200;
$a = [];
$b = [];
for ($i = 0; $i < $n; $i++) {
    for ($j = 0; $j < $n; $j++) {
        $a[$i][$j] = ($i * $j + 1) % 17;
        $b[$i][$j] = ($i + 2 * $j) % 13;
    }
}
$c = [];
for ($rep = 0; $rep < 3; $rep++) {
    for ($i = 0; $i < $n; $i++) {
        $ai = $a[$i];
        $row = [];
        for ($j = 0; $j < $n; $j++) {
            $s = 0;
            for ($k = 0; $k < $n; $k++) {
                $s += $ai[$k] * $b[$k][$j];
            }
            $row[] = $s;
        }
        $c[$i] = $row;
    }
}
$sum = 0;
for ($i = 0; $i < $n; $i++) {
    for ($j = 0; $j < $n; $j++) {
        $sum = ($sum * 7 + $c[$i][$j]) % 1000000007;
    }
}
echo "checksum: ", $sum, "\n";
