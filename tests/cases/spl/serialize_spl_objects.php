<?php
$ao = new ArrayObject([1, 'a' => 2]);
echo serialize($ao), "\n";
$ai = new ArrayIterator([3]);
echo serialize($ai), "\n";
$s = new SplObjectStorage; $o = new stdClass; $s[$o] = 'data'; $s->attach(new stdClass);
echo serialize($s), "\n";
$l = new SplDoublyLinkedList; $l->push(1); $l->push('x');
echo serialize($l), "\n";
$st = new SplStack; $st->push(1);
echo serialize($st), "\n";
$q = new SplQueue; $q->push(2);
echo serialize($q), "\n";
$f = new SplFixedArray(2); $f[0] = 5;
echo serialize($f), "\n";
foreach ([$ao, $ai, $s, $l, $st, $q, $f] as $x) { $u = unserialize(serialize($x)); var_dump($u); }
class MyAO extends ArrayObject { public $extra = 1; }
echo serialize(new MyAO([1])), "\n";
var_dump(unserialize(serialize(new MyAO([1]))));
