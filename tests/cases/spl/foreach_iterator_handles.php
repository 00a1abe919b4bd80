<?php
// php gives the iterator it makes for a Traversable in foreach an object
// handle of its own, freed after the iterator; later `#N` ids depend on it.
class C implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([1, 2]); } }
foreach (new C as $v) { echo $v; }
echo "\n";
var_dump(new stdClass);
$it = new ArrayIterator([1]);
foreach ($it as $v) {}
var_dump(new stdClass);
function gen() { yield 1; }
foreach (gen() as $v) {}
var_dump(new stdClass);
$c = new C;
foreach ($c as $v) { var_dump(new stdClass); }
var_dump(new stdClass);
// ArrayObject: its getIterator() result, then an iterator for that.
$ao = new ArrayObject([1, 2]);
foreach ($ao as $v) { var_dump(spl_object_id(new stdClass)); }
$fa = SplFixedArray::fromArray([1]); // (one handle: its own iterator)
foreach ($fa as $v) { var_dump(spl_object_id(new stdClass)); }
foreach ($ao as &$r) { var_dump(spl_object_id(new stdClass)); }
unset($r);
class I implements Iterator {
    private $i = 0;
    function current(): mixed { return $this->i; }
    function key(): mixed { return $this->i; }
    function next(): void { $this->i++; }
    function rewind(): void { $this->i = 0; }
    function valid(): bool { return $this->i < 2; }
}
foreach (new I as $k => $v) { foreach (new I as $w) { var_dump(spl_object_id(new stdClass)); } }
var_dump(new stdClass);
