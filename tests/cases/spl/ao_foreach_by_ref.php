<?php
$ao = new ArrayObject([1, 2, 3]);
foreach ($ao as $k => &$v) { $v *= 2; }
unset($v);
print_r($ao->getArrayCopy());
$ao[] = 7;
foreach ($ao as &$v) { $v++; }
unset($v);
var_dump($ao);
$c = clone $ao;
$c[0] = 'c';
var_dump($ao[0], count($c));
$it = new ArrayIterator(['a' => 'x', 'b' => 'y']);
foreach ($it as $k => &$v) { $v = strtoupper($v) . $k; }
unset($v);
print_r(iterator_to_array($it));
$ao->exchangeArray([5]);
foreach ($ao as &$v) { $v = 'e'; }
unset($v);
print_r($ao->getArrayCopy());
