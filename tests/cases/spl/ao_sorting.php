<?php
$ao = new ArrayObject(['d' => 4, 'a' => 1, 'c' => 3, 'b' => 2]);
$ao->asort();
print_r($ao->getArrayCopy());
$ao->ksort();
print_r($ao->getArrayCopy());
$ao->uasort(fn($x, $y) => $y <=> $x);
print_r($ao->getArrayCopy());
$ao->uksort(fn($x, $y) => strcmp($y, $x));
print_r($ao->getArrayCopy());
$n = new ArrayObject(['img12.png', 'img10.png', 'IMG2.png', 'img1.png']);
$n->natsort();
print_r($n->getArrayCopy());
$n->natcasesort();
print_r($n->getArrayCopy());
$ao->asort(SORT_STRING);
print_r($ao->getArrayCopy());
