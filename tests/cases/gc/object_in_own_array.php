<?php
$a = new stdClass;
$a->list = [1, 2, $a];
unset($a);
var_dump(gc_collect_cycles());
$b = new stdClass;
$b->map = ['x' => ['y' => ['z' => $b]]];
unset($b);
var_dump(gc_collect_cycles());
