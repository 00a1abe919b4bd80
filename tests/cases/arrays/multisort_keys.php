<?php
$a = ['b' => 2, 'a' => 1, 10 => 0, 'c' => 3, 20 => -1];
$b = [5, 4, 3, 2, 1];
array_multisort($a, $b);
var_dump($a, $b);
$c = [3 => 'x', 1 => 'y', 2 => 'z'];
array_multisort($c, SORT_DESC);
var_dump($c);
$d = ['10' => 'b', '9' => 'a', 'x' => 'c'];
array_multisort($d);
var_dump($d);
