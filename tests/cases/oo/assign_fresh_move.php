<?php
// `$x = new C(...)` moves the new object out of its temporary: destructor
// order, handle ids and a failing typed-reference store must stay php's.
class D {
    public function __construct(public $n) { echo "ctor {$this->n}\n"; }
    public function __destruct() { echo "dtor {$this->n}\n"; }
}
$x = new D(1);
$x = new D(2);
echo "after\n";
$y = $x;
$x = new D(3);
echo spl_object_id($x), " ", spl_object_id($y), "\n";
$arr = [new D(4)];
$arr = [1, 2];
echo "arrays\n";
class T { public int $i = 0; }
$t = new T;
$r = &$t->i;
try {
    $r = new D(5);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
echo "caught\n";
$o = ($t->i > 0) ? new D(6) : new D(7);
var_dump($o);
function f() { $z = new D(8); $z = new D(9); return $z; }
$w = f();
echo "end\n";
