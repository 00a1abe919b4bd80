<?php
// array_walk and array_walk_recursive over an object walk its property
// table: every property whatever the scope (mangled keys for protected and
// private ones), by reference, in table order.
class P {
    public $a = 1;
    protected $b = 2;
    private $c = 3;
    public $arr = [1, [2]];
    function walkSame() {
        $o = $this;
        array_walk($o, function (&$v, $k) {
            echo "in: ", var_export($k, true), "\n";
            if (is_int($v)) { $v *= 10; }
        });
    }
}
class Q extends P {
    private $d = 4;
}
#[AllowDynamicProperties]
class D extends P {}

echo "-- outside the class, with the extra argument\n";
$p = new D;
$p->dyn = 5;
var_dump(array_walk($p, function (&$v, $k, $extra) {
    echo var_export($k, true), " => ", json_encode($v), " $extra\n";
    if (is_int($v)) { $v += 100; }
}, "X"));
var_dump($p);
echo "-- from inside the class\n";
$p->walkSame();
var_dump($p);
echo "-- a subclass's private property comes last\n";
$q = new Q;
array_walk($q, function ($v, $k) { echo var_export($k, true), "\n"; });

echo "-- recursive: into arrays, not into objects\n";
$p = new P;
var_dump(array_walk_recursive($p, function (&$v, $k) {
    echo var_export($k, true), " => ", json_encode($v), "\n";
    $v = "w";
}));
var_dump($p);
$o = new stdClass;
$o->x = 1;
$o->inner = new stdClass;
$o->inner->y = 2;
$o->list = [3, 4];
array_walk_recursive($o, function (&$v, $k) {
    echo "r: $k ", gettype($v), "\n";
    $v = is_int($v) ? $v * 2 : $v;
});
var_dump($o);

echo "-- numeric property names are strings\n";
$o = (object) ['x', 'y', 'k' => 'z'];
array_walk($o, function (&$v, $k) { var_dump($k); $v = strtoupper($v); });
var_dump($o);

echo "-- the live table: added properties are seen, removed ones are not\n";
$o = new stdClass;
$o->a = 1;
$o->b = 2;
array_walk($o, function ($v, $k) use ($o) {
    echo "$k\n";
    if ($k === 'a') { $o->c = 3; unset($o->b); }
});

echo "-- typed properties keep their type through the reference\n";
class TP { public int $t = 1; public int $unset; }
$tp = new TP;
try {
    array_walk($tp, function (&$v) { $v = "notint"; });
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump($tp);
array_walk($tp, function (&$v) { $v = "7"; });
var_dump($tp);

echo "-- objects without properties of their own\n";
$ao = new ArrayObject([1, 2]);
array_walk($ao, function ($v, $k) { echo "ao: $k\n"; });
$cl = function () {};
array_walk($cl, function ($v, $k) { echo "closure: $k\n"; });
enum E { case A; }
$e = E::A;
array_walk($e, function ($v, $k) { echo "enum: $k = ", var_export($v, true), "\n"; });

echo "-- other types are refused, worded as php's parser words them\n";
$s = "str";
foreach (['array_walk', 'array_walk_recursive'] as $f) {
    try { $f($s, 'strlen'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    try { $f($s, 'no_such_function'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    $o = new stdClass;
    try { $f($o, 'no_such_function'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
