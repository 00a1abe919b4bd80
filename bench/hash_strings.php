<?php
// Hash table with string keys: build with "k".$i keys, then hits and misses.
$n = 600000;
$h = [];
for ($i = 0; $i < $n; $i++) {
    $h["k" . $i] = $i;
}
$hits = 0;
$sum = 0;
for ($r = 0; $r < 6; $r++) {
    for ($i = 0; $i < $n; $i++) {
        $key = "k" . (($i * 13 + $r) % ($n + $n / 2));
        if (isset($h[$key])) {
            $hits++;
            $sum += $h[$key];
        }
    }
}
foreach ($h as $k => $v) {
    if ($v % 1000 == 0) {
        $sum += strlen($k);
    }
}
echo "checksum: ", $hits, " ", $sum, " ", count($h), "\n";
