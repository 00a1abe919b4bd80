<?php
function counter(int $to) { for ($i = 1; $i <= $to; $i++) yield $i; }
function plain() { return 1; }
$g = new ReflectionFunction('counter');
var_dump($g->isGenerator(), (new ReflectionFunction('plain'))->isGenerator());
$gen = $g->invoke(3);
var_dump($gen instanceof Generator, iterator_to_array($gen));
$clo = function () { yield from [1, 2]; };
var_dump((new ReflectionFunction($clo))->isGenerator());
var_dump(iterator_to_array((new ReflectionFunction($clo))->invoke()));
class G { public function items() { yield 'a' => 1; } }
$m = new ReflectionMethod('G', 'items');
var_dump($m->isGenerator(), iterator_to_array($m->invoke(new G)));
