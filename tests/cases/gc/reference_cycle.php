<?php
$o = new stdClass;
$o->r = &$o;
unset($o);
var_dump(gc_collect_cycles());
$p = new stdClass;
$q = new stdClass;
$p->q = &$q;
$q->p = &$p;
unset($p, $q);
var_dump(gc_collect_cycles());
