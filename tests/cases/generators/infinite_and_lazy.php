<?php
function naturals() { $i = 1; while (true) yield $i++; }
function take($it, $n) { foreach ($it as $k => $v) { if ($n-- <= 0) return; yield $k => $v; } }
function map(callable $f, $it) { foreach ($it as $k => $v) yield $k => $f($v); }
function filter(callable $f, $it) { foreach ($it as $k => $v) if ($f($v)) yield $k => $v; }
$squares = map(fn($x) => $x * $x, naturals());
$even = filter(fn($x) => $x % 2 == 0, $squares);
foreach (take($even, 5) as $k => $v) echo "$k=$v\n";
function fib() { [$a, $b] = [0, 1]; while (true) { yield $a; [$a, $b] = [$b, $a + $b]; } }
$out = [];
foreach (fib() as $f) { if ($f > 1000) break; $out[] = $f; }
echo implode(",", $out), "\n";
$g = naturals();
for ($i = 0; $i < 100000; $i++) $g->next();
var_dump($g->current());
