<?php
// iterator_to_array over ArrayIterator/ArrayObject copies stored references
// as references (php hands out its storage's zvals); a user current() does not.
$v = 1;
$a = [&$v, 'k' => 2];
$it = new ArrayIterator($a);
$r = iterator_to_array($it);
var_dump($r, $it->valid());
$r[0] = 5;
var_dump($v);
$ao = new ArrayObject([1, 2]);
$x = &$ao[0];
var_dump(iterator_to_array($ao));
var_dump(iterator_to_array(new ArrayIterator($a), false));
class Mine extends ArrayIterator { function current(): mixed { return parent::current(); } }
$m = iterator_to_array(new Mine($a));
var_dump($m);
$m[0] = 9;
var_dump($v);
