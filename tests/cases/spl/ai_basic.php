<?php
$it = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3]);
var_dump($it->current(), $it->key());
$it->next();
var_dump($it->current(), $it->key(), $it->valid());
$it->next(); $it->next();
var_dump($it->valid(), $it->current(), $it->key());
$it->rewind();
$it->seek(2);
var_dump($it->current());
try { $it->seek(7); } catch (OutOfBoundsException $e) { echo $e->getMessage(), "\n"; }
try { $it->seek(-1); } catch (OutOfBoundsException $e) { echo $e->getMessage(), "\n"; }
var_dump(count($it), $it['b']);
foreach ($it as $k => $v) echo "$k=$v ";
echo "\n";
var_dump(iterator_to_array($it), iterator_count($it));
var_dump($it);
