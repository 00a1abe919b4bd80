<?php
$h = new SplMinHeap;
foreach ([[1, 'a'], [1, 'b'], [0, 'c'], [1, 'd'], [0, 'e'], [1, 'f'], [1, 'g']] as $v) $h->insert($v);
foreach ($h as $v) echo $v[0], $v[1], " ";
echo "\n";
class Eq extends SplHeap { protected function compare($a, $b): int { return 0; } }
$e = new Eq;
foreach (range(1, 9) as $i) $e->insert($i);
foreach ($e as $v) echo $v, " ";
echo "\n";
