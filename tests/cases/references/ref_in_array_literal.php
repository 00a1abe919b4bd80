<?php
$a = 1;
$arr = [&$a, $a];
$a = 2;
var_dump($arr);
$arr[0] = 3;
var_dump($a);
