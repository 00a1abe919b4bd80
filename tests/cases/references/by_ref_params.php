<?php
function inc(&$x) { $x++; }
$n = 1;
inc($n);
inc($n);
echo $n, "\n";
function addKey(array &$arr, $k) { $arr[$k] = true; }
$a = [];
addKey($a, 'x');
addKey($a, 'y');
var_dump($a);
inc($undefinedVar);
var_dump($undefinedVar);
$arr = [];
inc($arr['new']['deep']);
var_dump($arr);
