<?php
$ap = new AppendIterator;
$ap->append(new ArrayIterator([1, 2]));
$ap->append(new ArrayIterator([]));
$ap->append(new ArrayIterator(['x' => 3]));
foreach ($ap as $k => $v) echo "$k=$v (", $ap->getIteratorIndex(), ")\n";
var_dump(iterator_to_array($ap, false), $ap->getIteratorIndex());
$inf = new InfiniteIterator(new ArrayIterator(['a', 'b', 'c']));
$n = 0;
foreach ($inf as $k => $v) { echo "$k$v "; if (++$n >= 7) break; }
echo "\n";
foreach (new LimitIterator(new InfiniteIterator(new ArrayIterator([1, 2])), 0, 5) as $v) echo $v;
echo "\n";
$nr = new NoRewindIterator(new ArrayIterator([1, 2, 3]));
$nr->next();
foreach ($nr as $v) echo $v;
foreach ($nr as $v) echo $v;
echo "\n";
foreach (new EmptyIterator as $v) echo "never";
var_dump(iterator_count(new EmptyIterator));
try { (new EmptyIterator)->current(); } catch (BadMethodCallException $e) { echo $e->getMessage(), "\n"; }
