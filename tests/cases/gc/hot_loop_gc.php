<?php
// Objects handed around by a loop's property reads and foreach become
// possible cycle roots exactly when php's do, so collections find the
// same garbage at the same time, with destructors in php's order.
class N {
    public $peer;
    public $v = 1;
    public function __construct(public $name) {}
    public function __destruct() { echo "destruct {$this->name}\n"; }
}
function pairs($k) {
    $out = [];
    for ($i = 0; $i < $k; $i++) {
        $a = new N("a$i");
        $b = new N("b$i");
        $a->peer = $b;
        $b->peer = $a;
        $out[] = $a;
    }
    return $out;
}
$list = pairs(4);
$sum = 0;
for ($round = 0; $round < 3; $round++) {
    foreach ($list as $n) {
        $p = $n->peer;
        $sum += $p->v + $n->v;
        $p->v += 1;
    }
}
echo "sum $sum\n";
var_dump(gc_status()['roots']);
unset($n, $p);
var_dump(gc_status()['roots']);
$list = null;
echo "dropped\n";
var_dump(gc_collect_cycles() > 0);
echo "collected\n";
var_dump(gc_status()['roots']);

// Many short cycles made and walked in a loop: the automatic collection
// runs as the root buffer fills.
$count = 0;
for ($i = 0; $i < 30000; $i++) {
    $x = new stdClass;
    $y = new stdClass;
    $x->o = $y;
    $y->o = $x;
    $x->n = $i;
    $count += $x->o->o->n & 1;
}
echo "count $count\n";
$st = gc_status();
var_dump($st['runs'] > 0, $st['collected'] > 0);
