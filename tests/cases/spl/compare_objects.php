<?php
var_dump(new ArrayObject([1]) == new ArrayObject([1]), new ArrayObject([1]) == new ArrayObject([2]), new ArrayObject([1]) < new ArrayObject([2]));
var_dump(SplFixedArray::fromArray([1]) == SplFixedArray::fromArray([2]));
$a = new SplStack; $a->push(1); $b = new SplStack; $b->push(2);
var_dump($a == $b);
$s = new SplObjectStorage; $s->attach(new stdClass); var_dump($s == new SplObjectStorage);
var_dump(new ArrayIterator([1]) == new ArrayIterator([2]));
