<?php
$it = new ArrayIterator([3, 1, 2]);
$it[] = 4;
$it->asort();
print_r($it->getArrayCopy());
$it->offsetUnset(0);
print_r(iterator_to_array($it));
$it->ksort();
foreach ($it as $k => $v) echo "$k:$v\n";
var_dump($it->getFlags());
