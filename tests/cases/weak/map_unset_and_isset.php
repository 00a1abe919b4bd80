<?php
$m = new WeakMap;
$a = new stdClass;
$b = new stdClass;
$m->offsetSet($a, null);
$m->offsetSet($b, 0);
var_dump($m->offsetExists($a), $m->offsetExists($b));
$m->offsetUnset($a);
var_dump(count($m));
$m->offsetUnset($a);
var_dump(count($m));
var_dump($m->offsetExists(new stdClass));
