<?php
var_dump(gc_collect_cycles());
$a = [1, 2, 3];
$b = $a;
unset($a);
var_dump(gc_collect_cycles());
$o = new stdClass;
$p = $o;
unset($p);
var_dump(gc_collect_cycles());
var_dump(gc_status()["runs"]);
