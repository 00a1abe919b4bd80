<?php
$f = new SplFixedArray(4);
$f[0] = 'a';
$f[3] = 'd';
var_dump($f->getSize(), count($f), $f[1], $f[3]);
var_dump(isset($f[0]), isset($f[1]), isset($f[10]));
foreach ($f as $k => $v) echo "$k=", var_export($v, true), "\n";
$f->setSize(2);
var_dump($f->toArray());
$f->setSize(3);
var_dump($f->toArray());
unset($f[0]);
var_dump($f[0]);
var_dump($f);
print_r($f);
echo "\n";
var_dump(new SplFixedArray());
