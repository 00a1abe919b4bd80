<?php
class Registry { public static $items = []; }
$o = new stdClass;
$o->self = $o;
Registry::$items[] = $o;
unset($o);
var_dump(gc_collect_cycles());
Registry::$items = [];
var_dump(gc_collect_cycles());
