<?php
// A by-reference foreach over an ArrayObject/ArrayIterator that wraps an
// object changes the wrapped object's properties in place (and one that
// wraps another ArrayObject walks that one's storage).
class P { public $a = 1; public $b = 2; protected $hidden = 3; }
$o = new P;
$ao = new ArrayObject($o);
foreach ($ao as $k => &$v) {
    $v *= 10;
    echo "$k ";
}
unset($v);
echo "\n";
print_r($o);
$std = new stdClass;
$std->x = "a";
$std->y = "b";
$it = new ArrayIterator($std);
foreach ($it as &$v) {
    $v = strtoupper($v);
}
unset($v);
print_r($std);
$inner = new ArrayObject([1, 2, 3]);
$outer = new ArrayObject($inner);
foreach ($outer as &$v) {
    $v++;
}
unset($v);
print_r($inner->getArrayCopy());
$ao2 = new ArrayObject([1, 2, 3]);
foreach ($ao2 as &$v) {
    $v *= 2;
}
unset($v);
print_r($ao2->getArrayCopy());
