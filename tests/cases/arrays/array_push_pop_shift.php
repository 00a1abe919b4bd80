<?php
$a = [1, 2];
var_dump(array_push($a, 3, 4), $a);
var_dump(array_pop($a), array_shift($a), $a);
var_dump(array_unshift($a, 'z'), $a);
$e = [];
var_dump(array_pop($e), array_shift($e));
$k = [5 => 'a', 9 => 'b', 'x' => 'c'];
array_shift($k);
var_dump($k);
