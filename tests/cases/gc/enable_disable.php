<?php
var_dump(gc_enabled());
var_dump(gc_disable());
var_dump(gc_enabled());
$a = new stdClass; $a->a = $a; unset($a);
var_dump(gc_collect_cycles());
var_dump(gc_enable());
var_dump(gc_enabled());
gc_enable();
var_dump(gc_enabled());
