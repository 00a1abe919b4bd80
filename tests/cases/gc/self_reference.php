<?php
$a = new stdClass;
$a->self = $a;
unset($a);
var_dump(gc_collect_cycles());
var_dump(gc_collect_cycles());
