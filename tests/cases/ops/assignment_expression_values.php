<?php
$a = $b = $c = 5;
var_dump($a, $b, $c);
$x = ($y = 3) + 1;
var_dump($x, $y);
$arr = [];
$arr[] = $arr[] = 'twice';
var_dump($arr);
var_dump($z = "assigned in call");
[$p, $q] = $pair = [1, 2];
var_dump($p, $q, $pair);
