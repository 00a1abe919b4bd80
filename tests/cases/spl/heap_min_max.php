<?php
$min = new SplMinHeap;
foreach ([5, 3, 8, 1, 9, 2] as $v) $min->insert($v);
var_dump($min->top(), count($min));
$out = [];
while (!$min->isEmpty()) $out[] = $min->extract();
echo implode(',', $out), "\n";
$max = new SplMaxHeap;
foreach ([5, 3, 8, 1, 9, 2] as $v) $max->insert($v);
foreach ($max as $k => $v) echo "$k:$v ";
echo "\n";
var_dump(count($max), $max->valid());
$h = new SplMinHeap;
foreach (['pear', 'apple', 'fig'] as $v) $h->insert($v);
var_dump($h);
print_r($h);
echo "\n";
