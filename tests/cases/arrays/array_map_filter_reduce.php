<?php
$a = [1, 2, 3, 4, 5, 6];
var_dump(array_map(fn($x) => $x * 2, $a));
var_dump(array_filter($a, fn($x) => $x % 2 == 0));
var_dump(array_reduce($a, fn($c, $x) => $c + $x, 0));
var_dump(array_filter([0, 1, '', 'a', null, [], '0', false]));
var_dump(array_map(null, [1, 2], ['a', 'b']));
var_dump(array_map(fn($k, $v) => "$k=$v", array_keys(['x' => 1]), ['x' => 1]));
