<?php
$ao = new ArrayObject([1,2]);
$f = $ao->count(...);
var_dump($f());
$g = Closure::fromCallable([$ao, 'count']);
var_dump($g());
$h = [new SplStack, 'push'];
$h(5);
var_dump((new SplFixedArray(2))->fromArray([1,2,3])->getSize());
set_error_handler(function() use (&$fa) { $fa->setSize(0); return true; });
$fa = new SplFixedArray(3);
try { $fa[1.5] = "x"; } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
var_dump($fa->getSize());
