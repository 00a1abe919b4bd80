<?php
// An array of closures and arrow functions (with captured variables) called in a loop.
$k = 7;
$offset = 3;
$fns = [
    fn($x) => $x + $k,
    fn($x) => $x * 3 % 1000003,
    function ($x) use ($offset) { return $x - $offset; },
    fn($x) => ($x ^ 0x55) & 0xFFFFF,
    function ($x) use (&$k) { return $x + ($k & 1); },
];
$m = count($fns);
$acc = 1;
for ($i = 0; $i < 9000000; $i++) {
    $f = $fns[$i % $m];
    $acc = $f($acc + $i) % 1000000007;
}
$compose = fn($f, $g) => fn($x) => $g($f($x));
$h = $compose($fns[0], $fns[1]);
for ($i = 0; $i < 1800000; $i++) {
    $acc = ($acc + $h($i)) % 1000000007;
}
echo "checksum: ", $acc, "\n";
