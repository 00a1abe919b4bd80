<?php
$a = [1 => 'a', "1" => 'b', 1.5 => 'c', true => 'd'];
var_dump($a);
$b = ['x' => 1, 'y' => 2, 'x' => 3];
var_dump($b);
