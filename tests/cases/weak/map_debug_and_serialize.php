<?php
$s = new SplObjectStorage; $a = new stdClass; $s[$a] = 1; $s[$a] = 2; $s->dyn = 5;
$u = unserialize(serialize([$s, $a]));
var_dump($u, $u[0][$u[1]]);
$wm = new WeakMap; $k = new stdClass; $wm[$k] = [1, 2];
$k2 = new ArrayObject([3]); $wm[$k2] = 'second';
var_dump($wm); print_r($wm); echo "\n";
unset($k);
var_dump($wm);
var_dump(count($wm), $wm[$k2]);
$items = [new WeakMap, WeakReference::create($k2), function() {}, (function() { yield 1; })()];
foreach ($items as $x) {
    try { serialize($x); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
foreach (['O:7:"WeakMap":0:{}', 'O:7:"closure":0:{}', 'O:9:"Generator":0:{}', 'O:13:"WeakReference":0:{}', 'O:15:"ReflectionClass":0:{}', 'O:16:"SplObjectStorage":1:{i:0;i:1;}', 'O:11:"ArrayObject":1:{i:0;i:1;}', 'O:19:"SplDoublyLinkedList":0:{}'] as $str) {
    try { var_dump(unserialize($str)); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$ao = new ArrayObject(new ArrayObject([1,2]));
echo serialize($ao), "\n";
$ao2 = new ArrayObject([], ArrayObject::ARRAY_AS_PROPS, 'RecursiveArrayIterator');
echo serialize($ao2), "\n"; var_dump(unserialize(serialize($ao2))->getIteratorClass());
class Sub extends SplQueue { public $tag = 't'; }
$q = new Sub; $q[] = 1; $q[] = [2];
var_dump(unserialize(serialize($q)));
var_dump(unserialize('O:11:"ArrayObject":4:{i:0;i:0;i:1;a:0:{}i:2;a:0:{}i:3;s:3:"Foo";}'));
