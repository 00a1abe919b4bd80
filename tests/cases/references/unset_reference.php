<?php
$a = 1;
$b = &$a;
unset($a);
var_dump(isset($a), $b);
$arr = [1, 2];
$ref = &$arr[0];
unset($ref);
var_dump($arr);
$x = [1, 2, 3];
foreach ($x as &$v) {}
unset($v);
$v = 'safe';
var_dump($x);
