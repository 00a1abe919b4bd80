<?php
$ao = new ArrayObject([3, 1, 2]);
var_dump(call_user_func([$ao, 'count']));
var_dump(call_user_func_array([$ao, 'offsetGet'], [1]));
$f = [$ao, 'getArrayCopy'];
var_dump($f());
$q = new SplQueue;
array_map([$q, 'enqueue'], ['a', 'b']);
var_dump(count($q));
$objs = [new ArrayObject([1]), new ArrayObject([1, 2, 3]), new ArrayObject([1, 2])];
usort($objs, fn($a, $b) => $a->count() <=> $b->count());
echo implode(',', array_map(fn($o) => count($o), $objs)), "\n";
var_dump(SplFixedArray::fromArray([1, 2])->getSize());
$m = 'fromArray';
var_dump(SplFixedArray::$m([9])->toArray());
var_dump(call_user_func('SplFixedArray::fromArray', [4, 5])->getSize());
