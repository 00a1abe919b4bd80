<?php
// `yield from` over Iterator and IteratorAggregate objects: the methods
// called and their order, keys, values, the result, iterator_to_array with
// and without keys, exceptions from each method (traces), and object ids:
// php's iterator over the delegate takes a handle of its own (as foreach's
// and iterator_to_array's do), and the delegate is freed as soon as it is
// exhausted.
class It implements Iterator {
    private $i = 0;
    function __construct(private array $d, private $throwAt = null, private $log = false) {}
    private function t($m) {
        if ($this->log) echo "  $m\n";
        if ($this->throwAt === $m) throw new RuntimeException("in $m");
    }
    function current(): mixed { $this->t('current'); return $this->d[$this->i]; }
    function key(): mixed { $this->t('key'); return "k" . ($this->i % 2); }
    function next(): void { $this->i++; $this->t('next'); }
    function rewind(): void { $this->t('rewind'); $this->i = 0; }
    function valid(): bool { $this->t('valid'); return $this->i < count($this->d); }
    function __destruct() { echo "It dtor #", spl_object_id($this), "\n"; }
}
class Agg implements IteratorAggregate {
    function getIterator(): Iterator { echo "  getIterator\n"; return new ArrayIterator(['a' => 1, 'b' => 2]); }
}
function g($it) { $r = yield from $it; echo "result: "; var_dump($r); yield 'last' => 99; return 5; }
foreach (g(new It([10, 20], null, true)) as $k => $v) echo "$k => $v\n";
foreach (g(new Agg) as $k => $v) echo "$k => $v\n";
var_dump(iterator_to_array(g(new It([1, 2, 3])), true));
var_dump(iterator_to_array(g(new Agg), false));
$gen = g(new It([1]));
foreach ($gen as $v) var_dump($gen->key());
var_dump($gen->getReturn());
unset($gen);
// Handles: the delegate, then php's iterator over it, freed in that order.
class AI extends ArrayIterator { function __destruct() { echo "AI dtor #", spl_object_id($this), "\n"; } }
function h() { yield 1; yield from new AI([7, 8]); echo "after yield from\n"; yield 3; }
$gen = h();
foreach ($gen as $v) echo "v $v\n";
unset($gen);
$o = [new stdClass, new stdClass, new stdClass, new stdClass];
foreach ($o as $x) echo spl_object_id($x), " ";
echo "\n";
unset($o, $x);
var_dump(count(iterator_to_array(h(), false)));
$o = [new stdClass, new stdClass, new stdClass];
foreach ($o as $x) echo spl_object_id($x), " ";
echo "\n";
unset($o, $x);
// A throw from each method of the delegate.
foreach (['rewind', 'valid', 'current', 'key', 'next'] as $m) {
    $gen = g(new It([1, 2], $m));
    try {
        foreach ($gen as $k => $v) echo "$k=$v\n";
    } catch (RuntimeException $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
    }
    var_dump($gen->valid());
    unset($gen, $e);
}
// send() and throw() into a generator delegating to an iterator.
$gen = g(new It([5, 6]));
var_dump($gen->current(), $gen->send('x'), $gen->key());
$gen->next();
var_dump($gen->key(), $gen->current());
$gen->next();
var_dump($gen->valid(), $gen->getReturn());
unset($gen);
function h2() { yield from new It([1, 2, 3]); yield 9; }
$y = h2();
$y->current();
try { $y->throw(new LogicException("thrown in")); } catch (LogicException $e) { echo "caught ", $e->getMessage(), "\n"; }
var_dump($y->valid());
unset($y, $e);
$o = new stdClass;
var_dump(spl_object_id($o));
// Uncaught from the delegate: the generator and its delegate are freed
// (destructors run) before the error is reported; globals after it.
$global = new It([0]);
function u() { yield 0; yield from new It([1], 'next'); }
foreach (u() as $v) echo "u $v\n";
