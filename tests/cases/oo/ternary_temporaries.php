<?php
// An object made in a ternary branch is held by the variable it is assigned
// to, not also by a compiler temporary: it dies (destructor, handle id) when
// the variable lets go of it, as in php.
class D {
    public function __construct(public $n) {}
    public function __destruct() { echo "destruct {$this->n}\n"; }
}
function yes() { return true; }
function make($n) { return new D($n); }

$i = 1;
$a = $i ? new D(1) : null;
echo "assigned\n";
$a = null;
echo "after null\n";

$b = yes() ? new D(2) : new D(3);
unset($b);
echo "after unset\n";

$c = make(4) ?: null;
$c = null;
echo "after short ternary\n";

$d = $i ? make(5) : make(6);
$d = 0;
echo "after call branch\n";

// Objects of a ternary in a loop: ids are reused as php reuses them.
for ($k = 0; $k < 4; $k++) {
    $o = ($k & 1) ? new D(10 + $k) : new D(20 + $k);
    echo "id ", spl_object_id($o), "\n";
}
$o = null;

// A cycle made through a ternary is found by the collector.
$x = $i ? new stdClass : null;
$x->self = $x;
$x = null;
var_dump(gc_collect_cycles());

// A branch that is a variable still leaves the variable holding its value.
$keep = new D(7);
$e = $i ? $keep : null;
$e = null;
echo "keep still alive: ", $keep->n, "\n";
echo "end\n";
