<?php
foreach ([new WeakMap, WeakReference::create($k), function() {}, (function() { yield 1; })()] as $x) {
    try { serialize($x); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { unserialize('O:7:"WeakMap":0:{}'); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unserialize('O:7:"Closure":0:{}'); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unserialize('O:16:"SplObjectStorage":1:{i:0;i:1;}'); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unserialize('O:11:"ArrayObject":1:{i:0;i:1;}'); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$s = new SplObjectStorage; $a = new stdClass; $s[$a] = 1; $s[$a] = 2; $s->dyn = 5;
$u = unserialize(serialize([$s, $a]));
var_dump($u, $u[0][$u[1]]);
$ao = new ArrayObject(new ArrayObject([1,2]));
echo serialize($ao), "\n";
$ao2 = new ArrayObject([], ArrayObject::ARRAY_AS_PROPS, 'RecursiveArrayIterator');
echo serialize($ao2), "\n"; var_dump(unserialize(serialize($ao2))->getIteratorClass());
var_dump(unserialize('O:11:"ArrayObject":4:{i:0;i:0;i:1;a:0:{}i:2;a:0:{}i:3;s:3:"Foo";}'));
