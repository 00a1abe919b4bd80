<?php
$its = [
    new IteratorIterator(new ArrayIterator([1])),
    new CachingIterator(new ArrayIterator([1])),
    new RegexIterator(new ArrayIterator([1]), '/1/'),
    new ParentIterator(new RecursiveArrayIterator([1])),
    new RecursiveIteratorIterator(new RecursiveArrayIterator([1])),
    new RecursiveTreeIterator(new RecursiveArrayIterator([1])),
    new AppendIterator,
    new LimitIterator(new ArrayIterator([1])),
];
foreach ($its as $it) {
    try { $c = clone $it; echo "cloned ", get_class($c), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
}
$m = new MultipleIterator;
$m->attachIterator(new ArrayIterator([1, 2]), 'a');
$m2 = clone $m;
$m2->attachIterator(new ArrayIterator([3]), 'b');
var_dump($m->countIterators(), $m2->countIterators());
class MyCaching extends CachingIterator {}
try { clone new MyCaching(new ArrayIterator([])); } catch (Error $e) { echo $e->getMessage(), "\n"; }
// Unknown methods go to the inner iterator.
$c = new CachingIterator(new ArrayIterator([3, 1, 2]));
var_dump($c->count === null, $c->getArrayCopy());
$r = new RecursiveIteratorIterator(new RecursiveArrayIterator([[1, 2], 3]));
$r->rewind();
var_dump($r->getArrayCopy());
