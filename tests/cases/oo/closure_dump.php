<?php
$factor = 3;
$fn = function (int $x, &$out = null, ...$rest) use ($factor) { return $x * $factor; };
var_dump($fn);
print_r($fn);
echo "\n";
$arrow = fn($a, $b = 2) => $a + $b + $factor;
var_dump($arrow);
$none = function () {};
var_dump($none);
$st = static fn() => 1;
var_dump($st);
