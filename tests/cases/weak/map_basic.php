<?php
$m = new WeakMap;
$a = new stdClass;
$b = new stdClass;
$m->offsetSet($a, "first");
$m->offsetSet($b, [1, 2]);
var_dump(count($m));
var_dump($m->offsetGet($a));
var_dump($m->offsetGet($b));
var_dump($m->offsetExists($a));
$m->offsetSet($a, "replaced");
var_dump($m->offsetGet($a), $m->count());
