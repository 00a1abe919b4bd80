<?php
$a = new stdClass; $b = new stdClass; $c = new stdClass;
$a->n = $b; $b->n = $c; $c->n = $a;
var_dump(spl_object_id($a), spl_object_id($b), spl_object_id($c));
unset($a, $b, $c);
gc_collect_cycles();
$x = new stdClass; $y = new stdClass; $z = new stdClass; $w = new stdClass;
var_dump(spl_object_id($x), spl_object_id($y), spl_object_id($z), spl_object_id($w));
