<?php
$a = [3, 1, 2];
$b = &$a;
sort($b);
var_dump($a);
$stack = [1, 2];
$alias = &$stack;
array_push($alias, 3);
echo count($stack), "\n";
array_walk($stack, function (&$v, $k) { $v = $v * 100 + $k; });
var_dump($stack);
