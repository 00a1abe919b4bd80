<?php
$a = [5 => "a"];
$a[] = "b";
var_dump(array_keys($a));
$b = [-5 => "a"];
$b[] = "b";
var_dump(array_keys($b));
$c = ["x" => 1];
$c[] = 2;
var_dump(array_keys($c));
$d = [3 => 1, 1 => 2];
$d[] = 3;
var_dump(array_keys($d));
$e = [-10 => 'a', -20 => 'b'];
$e[] = 'c';
var_dump(array_keys($e));
