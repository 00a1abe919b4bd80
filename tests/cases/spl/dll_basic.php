<?php
$l = new SplDoublyLinkedList;
$l->push(1); $l->push(2); $l->push(3);
$l->unshift(0);
var_dump($l->count(), $l->top(), $l->bottom(), $l->isEmpty());
var_dump($l->pop(), $l->shift(), count($l));
$l[] = 'end';
var_dump($l[0], $l[2], isset($l[2]), isset($l[3]));
$l[1] = 'two';
$l->add(1, 'inserted');
$l->add(4, 'last');
print_r(iterator_to_array($l));
unset($l[0]);
foreach ($l as $k => $v) echo "$k=$v\n";
var_dump($l);
