<?php
$x = 1;
$y = [2];
$arr = ['a' => &$x, 'b' => &$y, 'c' => $y];
var_dump($arr);
unset($x);
var_dump($arr);
