<?php
$s = new SplStack;
$s->push(1); $s->push(2); $s[] = 3;
var_dump($s->top(), $s->pop(), count($s));
foreach ($s as $k => $v) echo "$k=$v\n";
var_dump($s[0], $s->getIteratorMode());
try { $s->setIteratorMode(SplDoublyLinkedList::IT_MODE_FIFO); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
$s->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO | SplDoublyLinkedList::IT_MODE_DELETE);
foreach ($s as $v) echo $v, "\n";
var_dump(count($s));
$q = new SplQueue;
$q->enqueue('a'); $q->enqueue('b'); $q[] = 'c';
var_dump($q->dequeue(), count($q), $q->bottom(), $q->top());
foreach ($q as $k => $v) echo "$k=$v\n";
try { $q->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
var_dump($q);
var_dump($s instanceof SplDoublyLinkedList, $q instanceof Countable, $q instanceof ArrayAccess);
$q2 = new SplQueue;
try { $q2->dequeue(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
