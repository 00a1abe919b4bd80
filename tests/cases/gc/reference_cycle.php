<?php
$o = new stdClass;
$o->r = &$o;
unset($o);
var_dump(gc_collect_cycles());
$arr = ['obj' => new stdClass];
$arr['obj']->back = &$arr;
unset($arr);
var_dump(gc_collect_cycles());
