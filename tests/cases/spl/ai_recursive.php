<?php
$data = ['a' => 1, 'b' => ['c' => 2, 'd' => ['e' => 3]], 'f' => 4];
$rai = new RecursiveArrayIterator($data);
var_dump($rai->hasChildren());
$rai->next();
var_dump($rai->hasChildren(), get_class($rai->getChildren()));
foreach (new RecursiveIteratorIterator(new RecursiveArrayIterator($data)) as $k => $v) echo "$k=$v\n";
$rii = new RecursiveIteratorIterator(new RecursiveArrayIterator($data), RecursiveIteratorIterator::SELF_FIRST);
foreach ($rii as $k => $v) echo $rii->getDepth(), " $k ", is_array($v) ? 'array' : $v, "\n";
$rii = new RecursiveIteratorIterator(new RecursiveArrayIterator($data), RecursiveIteratorIterator::CHILD_FIRST);
foreach ($rii as $k => $v) echo $rii->getDepth(), " $k ", is_array($v) ? 'array' : $v, "\n";
var_dump(iterator_to_array(new RecursiveIteratorIterator(new RecursiveArrayIterator([1, [2, [3, 4]], 5])), false));
