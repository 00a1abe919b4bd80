<?php
function g() {
    yield;
    yield 'a';
    yield 'k' => 'b';
    yield 5 => 'c';
    yield 'd';
    yield -3 => 'e';
    yield 'f';
    yield 2.5 => 'g';
    yield null => 'h';
    yield 'i';
}
foreach (g() as $k => $v) {
    var_dump($k, $v);
}
$gen = g();
var_dump($gen);
var_dump($gen instanceof Traversable, $gen instanceof Iterator, $gen instanceof Generator);
var_dump(is_iterable($gen), is_callable($gen), get_class($gen), gettype($gen));
