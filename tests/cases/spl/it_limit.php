<?php
$base = new ArrayIterator(range(10, 19));
foreach (new LimitIterator($base, 2, 3) as $k => $v) echo "$k=$v ";
echo "\n";
foreach (new LimitIterator($base, 8) as $k => $v) echo "$k=$v ";
echo "\n";
foreach (new LimitIterator($base, 0, 0) as $k => $v) echo "$k=$v ";
echo "|\n";
$l = new LimitIterator($base, 1, 4);
$l->rewind();
var_dump($l->getPosition(), $l->current());
var_dump($l->seek(3), $l->current());
try { $l->seek(0); } catch (OutOfBoundsException $e) { echo $e->getMessage(), "\n"; }
try { $l->seek(9); } catch (OutOfBoundsException $e) { echo $e->getMessage(), "\n"; }
try { new LimitIterator($base, -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { new LimitIterator($base, 0, -2); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
function g() { foreach (['a', 'b', 'c', 'd'] as $i => $v) yield $v => $i; }
foreach (new LimitIterator(g(), 1, 2) as $k => $v) echo "$k=$v ";
echo "\n";
