<?php
$arr = [1, 2, 3];
foreach ($arr as &$v) {}
foreach ($arr as $v) {}
var_dump($arr);
$arr2 = ['a', 'b', 'c'];
foreach ($arr2 as &$x) { $x = strtoupper($x); }
unset($x);
foreach ($arr2 as $x) {}
var_dump($arr2);
