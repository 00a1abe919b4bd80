<?php
class WithDtor { public $link; function __destruct() { echo "dtor ", spl_object_id($this), "\n"; } }
class Plain { public $link; }
$a = new WithDtor; $b = new Plain; $c = new Plain;
$a->link = $b; $b->link = $c; $c->link = $a;
$d = new Plain; $e = new Plain; $d->link = $e; $e->link = $d;
unset($a, $b, $c, $d, $e);
var_dump(gc_collect_cycles());
var_dump(gc_status()["runs"]);
