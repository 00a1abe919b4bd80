<?php
$s = new SplObjectStorage;
$o1 = new stdClass;
$o2 = new ArrayObject([1]);
$s[$o1] = 'one';
$s->attach($o2);
var_dump($s);
print_r($s);
echo "\n";
var_dump(count($s, COUNT_RECURSIVE));
