<?php
$m = new WeakMap;
$k = new stdClass;
$v = new stdClass;
$v->self = $v;
$m->offsetSet($k, $v);
unset($v);
var_dump(gc_collect_cycles());
var_dump(count($m));
unset($m);
var_dump(gc_collect_cycles());
