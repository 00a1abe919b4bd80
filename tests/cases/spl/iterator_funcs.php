<?php
function g() { yield 'a' => 1; yield 'a' => 2; yield 'b' => 3; }
var_dump(iterator_to_array(g()), iterator_to_array(g(), false), iterator_count(g()));
$it = new ArrayIterator([1, 2, 3, 4]);
var_dump(iterator_apply($it, function () { echo "."; return true; }));
var_dump(iterator_apply($it, function ($i) { echo $i->current(); return $i->current() < 2; }, [$it]));
var_dump(iterator_apply(new ArrayIterator([]), fn() => true));
try { iterator_apply([1], 'strlen'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { iterator_to_array(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(iterator_to_array(new ArrayObject(['k' => 'v'])));
var_dump(iterator_count(new SplFixedArray(3)));
$s = new SplStack; $s->push(1); $s->push(2);
var_dump(iterator_to_array($s));
