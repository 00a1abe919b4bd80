<?php
$a = new ArrayObject(['x' => 1]);
$b = clone $a;
$b['x'] = 2;
$b['y'] = 3;
var_dump($a->getArrayCopy(), $b->getArrayCopy());
$arr = [1, 2];
$c = new ArrayObject($arr);
$c[] = 3;
var_dump($arr, count($c));
