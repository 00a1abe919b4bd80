<?php
// A pipeline of generators: range -> map -> filter -> sum, with keys and
// `yield from`. Measures generator resume/yield cost (foreach over a
// generator, keyed yields, delegation).
function numbers(int $n) {
    for ($i = 0; $i < $n; $i++) {
        yield $i;
    }
}
function mapped(iterable $src) {
    foreach ($src as $k => $v) {
        yield $k => $v * 3 + 1;
    }
}
function filtered(iterable $src) {
    foreach ($src as $k => $v) {
        if ($v % 2 === 0) {
            yield $k => $v;
        }
    }
}
function chunks(int $n, int $size) {
    for ($i = 0; $i < $n; $i += $size) {
        yield from filtered(mapped(numbers($size)));
    }
}
$sum = 0;
$count = 0;
foreach (filtered(mapped(numbers(1500000))) as $k => $v) {
    $sum += $v ^ $k;
    $count++;
}
foreach (chunks(1000000, 1000) as $k => $v) {
    $sum = ($sum + $v * 7 + $k) % 1000000007;
    $count++;
}
echo "checksum: ", $count, " ", $sum, "\n";
