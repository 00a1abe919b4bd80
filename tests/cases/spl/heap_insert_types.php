<?php
$h = new SplMaxHeap;
foreach (['10', 9, 9.5, '9a', true, null, [1], 'b', 'a'] as $v) $h->insert($v);
while (!$h->isEmpty()) { var_dump($h->extract()); }
$m = new SplMinHeap;
foreach ([[3, 'c'], [1, 'z'], [1, 'a'], [2, 'b']] as $v) $m->insert($v);
foreach ($m as $v) echo implode('', $v), " ";
echo "\n";
