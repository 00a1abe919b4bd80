<?php
// php runs a destructor the moment its object's last reference goes and
// frees the handle then, so the next object made reuses it (the most
// recently freed handle first), whatever instruction makes that object.
class A {
    public $n;
    public $in;
    function __construct($n, $in = null) { $this->n = $n; $this->in = $in; }
    function __destruct() { echo "d{$this->n}#", spl_object_id($this), " "; }
}
class Bag { public $a; public $b; }
$keep = new stdClass;
$a = new A(1);
$a = new A(2);
var_dump($a);
$a = null;
$c = new stdClass; echo spl_object_id($c), "\n";
$a = new A(3); $a = 5; $x = 1;
$c = new stdClass; echo spl_object_id($c), "\n";
// Each way of making an object, right after a destructor is due.
$k = new A(4); $k = null; $f = function () {}; echo spl_object_id($f), "\n";
$k = new A(5); $k = null; $g = fn() => 1; echo spl_object_id($g), "\n";
$k = new A(6); $k = null; $h = strlen(...); echo spl_object_id($h), "\n";
$k = new A(7); $k = null; $e = new Exception("x"); echo spl_object_id($e), "\n";
$k = new A(8); $k = null; $ao = new ArrayObject([]); echo spl_object_id($ao), "\n";
$cls = 'A';
$k = new A(9); $k = null; $o = new $cls(10); echo spl_object_id($o), "\n";
$k = new A(11); $k = null; $gen = (function () { yield 1; })(); echo spl_object_id($gen), "\n";
$k = new A(12); $k = clone $k; echo spl_object_id($k), "\n";
// Objects freed mid-expression.
echo spl_object_id(new A(13)), spl_object_id(new A(14)), "\n";
$k = (new A(15))->n + (new A(16))->n; echo "\n";
$k = new stdClass; echo spl_object_id($k), "\n";
function mk($n) { $t = new A($n); return new A($n + 1); }
$m = mk(17); echo spl_object_id($m), "\n";
$m = mk(19); echo spl_object_id($m), "\n";
$z = new A(21); $z = new A(22); $z = new A(23);
echo spl_object_id($z), "\n";
// An object without a destructor holding objects with one: theirs run, and
// their handles are freed, before the holder's.
$bag = new Bag;
$bag->a = new A(24);
$bag->b = new A(25, new A(26));
$bag = null;
$l = [new stdClass, new stdClass, new stdClass, new stdClass];
foreach ($l as $o) echo spl_object_id($o), " ";
echo "\n";
$w = new A(27, new A(28));
unset($w);
$l2 = [new stdClass, new stdClass, new stdClass];
foreach ($l2 as $o) echo spl_object_id($o), " ";
echo "\nend\n";
