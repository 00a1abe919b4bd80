<?php
class BadChildren extends RecursiveArrayIterator {
    function getChildren(): ?RecursiveArrayIterator { throw new LogicException("no children for " . $this->key()); }
}
$r = new RecursiveIteratorIterator(new BadChildren([1, [2], 3]), RecursiveIteratorIterator::LEAVES_ONLY, RecursiveIteratorIterator::CATCH_GET_CHILD);
foreach ($r as $k => $v) echo "$k=$v\n";
$r = new RecursiveIteratorIterator(new BadChildren([1, [2], 3]));
try { foreach ($r as $k => $v) echo "$k=$v\n"; } catch (LogicException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
class NotRecursive extends RecursiveArrayIterator {
    #[\ReturnTypeWillChange]
    function getChildren(): mixed { return new ArrayIterator([9]); }
}
try { foreach (new RecursiveIteratorIterator(new NotRecursive([[1]])) as $v) echo $v, "\n"; } catch (UnexpectedValueException $e) { echo $e->getMessage(), "\n"; }
try { new RecursiveIteratorIterator(new ArrayIterator([])); } catch (InvalidArgumentException $e) { echo $e->getMessage(), "\n"; }
try { new RecursiveIteratorIterator([1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
// An IteratorAggregate producing a RecursiveIterator.
class Agg implements IteratorAggregate { function getIterator(): Iterator { return new RecursiveArrayIterator([1, [2, 3]]); } }
foreach (new RecursiveIteratorIterator(new Agg) as $k => $v) echo "$k=$v\n";
// Uninitialised.
class NoCtor extends RecursiveIteratorIterator { function __construct() {} }
$n = new NoCtor;
foreach (['rewind', 'valid', 'key', 'current', 'next', 'getDepth', 'getInnerIterator', 'getSubIterator'] as $m) {
    try { var_dump($n->$m()); } catch (Error $e) { echo "$m: ", $e->getMessage(), "\n"; }
}
foreach (['getMaxDepth', 'callHasChildren', 'callGetChildren', 'beginIteration', 'setMaxDepth'] as $m) {
    try { var_dump($n->$m()); } catch (Error $e) { echo "$m: ", $e->getMessage(), "\n"; }
}
class NoTreeCtor extends RecursiveTreeIterator { function __construct() {} }
$n = new NoTreeCtor;
foreach (['getPrefix', 'getEntry', 'getPostfix', 'current', 'key'] as $m) {
    try { var_dump($n->$m()); } catch (Error $e) { echo "$m: ", $e->getMessage(), "\n"; }
}
try { $n->setPrefixPart(9, 'x'); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new RecursiveTreeIterator(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
// Moving by hand, and depth in each mode.
foreach ([RecursiveIteratorIterator::LEAVES_ONLY, RecursiveIteratorIterator::SELF_FIRST, RecursiveIteratorIterator::CHILD_FIRST] as $mode) {
    $r = new RecursiveIteratorIterator(new RecursiveArrayIterator(['a' => 1, 'b' => ['c' => 2, 'd' => []], 'e' => 3]), $mode);
    for ($r->rewind(); $r->valid(); $r->next()) echo $r->getDepth(), ':', $r->key(), ' ';
    echo "| ", var_export($r->valid(), true), "\n";
}
// A user class reaching the sub-iterators.
class Walker extends RecursiveIteratorIterator {
    function beginChildren(): void { echo str_repeat(' ', $this->getDepth()), "<", $this->getSubIterator($this->getDepth() - 1)->key(), ">\n"; }
    function endChildren(): void { echo str_repeat(' ', $this->getDepth()), "</>\n"; }
}
foreach (new Walker(new RecursiveArrayIterator(['x' => ['y' => ['z' => 1]], 'w' => 2]), RecursiveIteratorIterator::SELF_FIRST) as $k => $v) {
    echo str_repeat(' ', 0), $k, "\n";
}
echo implode(',', iterator_to_array(new RecursiveIteratorIterator(new RecursiveArrayIterator([1, [2, [3, [4]]]])), false)), "\n";
