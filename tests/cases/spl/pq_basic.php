<?php
$pq = new SplPriorityQueue;
$pq->insert('low', 1);
$pq->insert('high', 10);
$pq->insert('mid', 5);
var_dump($pq->top(), count($pq));
while ($pq->valid()) { echo $pq->extract(), "\n"; }
$pq = new SplPriorityQueue;
$pq->insert('a', [1, 2]);
$pq->insert('b', [1, 3]);
$pq->setExtractFlags(SplPriorityQueue::EXTR_BOTH);
print_r($pq->extract());
$pq->setExtractFlags(SplPriorityQueue::EXTR_PRIORITY);
var_dump($pq->top(), $pq->getExtractFlags());
try { $pq->setExtractFlags(0); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
var_dump(SplPriorityQueue::EXTR_DATA, SplPriorityQueue::EXTR_PRIORITY, SplPriorityQueue::EXTR_BOTH);
try { (new SplPriorityQueue)->extract(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
