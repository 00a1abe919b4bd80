<?php
$arr = [1, [2, 3]];
[$a, [&$b, $c]] = $arr;
$b = 20;
var_dump($arr);
$data = ['x' => 1];
['x' => &$x] = $data;
$x = 99;
var_dump($data);
