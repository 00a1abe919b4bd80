<?php
$l = new SplDoublyLinkedList;
foreach (['a', 'b', 'c', 'd'] as $v) $l->push($v);
foreach ([0, 1, 2, 3] as $mode) {
    $c = clone $l;
    $c->setIteratorMode($mode);
    $out = [];
    foreach ($c as $k => $v) $out[] = "$k$v";
    echo $mode, ": ", implode(' ', $out), " (", count($c), " left)\n";
}
$l->offsetUnset(1);
var_dump($l->offsetGet(1), $l->offsetExists(3), $l->offsetExists(2));
var_dump($l->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO));
