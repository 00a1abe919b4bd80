<?php
// An object's property table shared for a moment with an (array) cast or a
// foreach snapshot is buffered as a root when that copy goes away; the
// collector still counts it as part of its object, not as an array of its own.
class Four { public $a = 1; public int $b; protected $c = 1.5; private $d = 'd'; }
function cast_declared() { $x = new Four; $x->self = $x; $y = (array) $x; echo count($y), "\n"; }
function cast_std() { $x = new stdClass; $x->self = $x; $y = (array) $x; unset($y); }
function walk_after_unset() { $x = new Four; $x->self = $x; unset($x->a); foreach ($x as $k => $v) { echo "$k "; } echo "\n"; }
function walk_std() { $x = new stdClass; $x->self = $x; $x->n = 2; foreach ($x as $v) {} }
function both() { $x = new stdClass; $x->other = new stdClass; $x->other->back = $x; $a = (array) $x->other; foreach ($x as $v) {} unset($a); }
foreach (['cast_declared', 'cast_std', 'walk_after_unset', 'walk_std', 'both'] as $f) {
    @$f();
    var_dump(gc_collect_cycles());
}
$st = gc_status();
echo $st['runs'], ' ', $st['collected'], "\n";
