<?php
$a = [1, 2, 3];
unset($a[2]);
$a[] = 4;
var_dump($a);
unset($a[0], $a[1], $a[3]);
$a[] = 5;
var_dump($a);
$b = [1, 2, 3];
array_pop($b);
$b[] = "after pop";
var_dump($b);
