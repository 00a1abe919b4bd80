<?php
$o = new stdClass;
$o->fn = function () use ($o) { return $o; };
unset($o);
var_dump(gc_collect_cycles());
$p = new stdClass;
$p->fns = [fn() => 1, function () use (&$p) { return $p; }];
unset($p);
var_dump(gc_collect_cycles());
