<?php
$m = new WeakMap;
$a = new stdClass;
$m->offsetSet($a, 1);
$c = clone $m;
$c->offsetSet($a, 2);
var_dump($m->offsetGet($a), $c->offsetGet($a));
$b = new stdClass;
$c->offsetSet($b, 3);
var_dump(count($m), count($c));
unset($a);
var_dump(count($m), count($c));
