<?php
$o = new ArrayObject([]);
var_dump($o instanceof ArrayObject, $o instanceof Countable, $o instanceof Traversable, $o instanceof stdClass);
$cls = 'ArrayObject';
var_dump($o instanceof $cls);
var_dump(null instanceof stdClass);
$f = fn() => 1;
var_dump($f instanceof Closure);
