<?php
$arr = [1];
$s = "x" . $arr;
echo $s, "\n";
$f = (string)1.5;
$n = "abc" == 0;
var_dump($n);
$i = (int)"12abc";
var_dump($i);
$y = "5 apples" + 5;
var_dump($y);
