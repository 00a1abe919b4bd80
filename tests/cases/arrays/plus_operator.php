<?php
$a = ['a' => 1, 0 => 'zero', 1 => 'one'];
$b = ['a' => 'no', 1 => 'no', 2 => 'two', 'b' => 2];
var_dump($a + $b);
$a += ['c' => 3];
var_dump($a);
