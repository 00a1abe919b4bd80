<?php
$it = new IteratorIterator(new ArrayIterator(['a' => 1, 'b' => 2]));
foreach ($it as $k => $v) echo "$k=$v\n";
var_dump(get_class($it->getInnerIterator()));
$it->rewind();
var_dump($it->valid(), $it->key(), $it->current());
$it->next(); $it->next();
var_dump($it->valid(), $it->key(), $it->current());
function gen() { yield 'x' => 1; yield 'y' => 2; }
foreach (new IteratorIterator(gen()) as $k => $v) echo "$k=$v\n";
$agg = new ArrayObject([7, 8]);
foreach (new IteratorIterator($agg) as $k => $v) echo "$k=$v\n";
class Sub extends IteratorIterator { public function __construct() {} }
try { (new Sub)->rewind(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(count(iterator_to_array(new IteratorIterator(new ArrayIterator([1])))));
