<?php
// Returns whose value the caller discards or that return nothing: the
// values are released after the callee's variables, in php's order.
class D {
    public function __construct(public string $n) { echo "make {$this->n}\n"; }
    public function __destruct() { echo "drop {$this->n}\n"; }
}
function two() { $a = new D("a"); $b = new D("b"); return $a; }
function noval() { $x = new D("x"); return; }
function implicit() { $y = new D("y"); }
function lit() { $z = new D("z"); return "str"; }
function arr() { $w = new D("w"); return [new D("in-array")]; }
class Holder {
    public $items = [];
    public function __construct($n) { $this->items[] = new D($n); }
    public function get() { $t = new D("tmp"); return $this->items[0]; }
    public function none() { $u = new D("u"); }
}
echo "-- discarded\n";
two();
echo "-- used\n";
$r = two();
echo "got {$r->n}\n";
unset($r);
echo "-- no value\n";
var_dump(noval());
$v = implicit();
var_dump($v);
echo "-- literal\n";
lit();
echo lit(), "\n";
echo "-- array\n";
arr();
$q = arr();
echo count($q), "\n";
unset($q);
echo "-- methods\n";
$h = new Holder("h1");
$h->get();
echo $h->get()->n, "\n";
var_dump($h->none());
$h->none();
new Holder("h2");
echo "-- recursion\n";
function depth($n) { if ($n == 0) { return; } $d = new D("d$n"); depth($n - 1); }
depth(3);
function sum($n) { return $n == 0 ? 0 : $n + sum($n - 1); }
echo sum(50), "\n";
echo "end\n";
