<?php
$l = new SplDoublyLinkedList;
$l->push('a'); $l->push(['b']);
var_dump($l);
print_r($l);
echo "\n";
$s = new SplStack;
$s->push(1);
var_dump($s);
$q = new SplQueue;
var_dump($q);
echo json_encode($l), "\n";
