<?php
// Call results and new objects passed straight on as arguments: to a
// function, a constructor, a method, a builtin, a by-reference parameter
// (php's notice), with destructors showing when each value goes.
class T {
    public function __construct(public $n) { echo "make $n\n"; }
    public function __destruct() { echo "drop ", $this->n, "\n"; }
}
class Pair {
    public function __construct(public $l, public $r) {}
    public function sum() { return $this->l->n + $this->r->n; }
}
function mk($n) { return new T($n); }
function arr($n) { return [$n, $n + 1]; }
function str($n) { return str_repeat("ab", $n); }
function take($x) { echo "take ", is_object($x) ? $x->n : json_encode($x), "\n"; }
function keep($x) { static $kept = []; $kept[] = $x; return count($kept); }
function byref(&$x) { $x = 'changed'; }

take(mk(1));
echo "after 1\n";
take(arr(2));
take(str(2));
echo keep(mk(3)), "\n";
echo "after 3\n";
$p = new Pair(mk(4), mk(5));
echo $p->sum(), "\n";
$p = null;
echo "after pair\n";
echo strlen(str(3)), " ", count(arr(1)), "\n";
byref(mk(6));
echo "after byref\n";
take(new T(7));
echo "after 7\n";
$o = new Pair(new T(8), new T(9));
echo $o->sum(), "\n";
unset($o);
echo "after 8 9\n";
function tree($d) { return $d === 0 ? new Pair(null, null) : new Pair(tree($d - 1), tree($d - 1)); }
function count_nodes($t) { return $t->l === null ? 1 : 1 + count_nodes($t->l) + count_nodes($t->r); }
echo count_nodes(tree(4)), "\n";
var_dump(gc_status()['roots'] >= 0);
echo "end\n";
