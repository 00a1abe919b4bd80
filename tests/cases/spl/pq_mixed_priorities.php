<?php
$pq = new SplPriorityQueue;
$pq->setExtractFlags(SplPriorityQueue::EXTR_BOTH);
foreach ([['a', 1], ['b', '2'], ['c', 1.5], ['d', [1, 0]], ['e', [1, 1]], ['f', null], ['g', 'x']] as [$d, $p]) $pq->insert($d, $p);
var_dump(count($pq));
while ($pq->valid()) {
    $e = $pq->extract();
    echo $e['data'], " ", json_encode($e['priority']), "\n";
}
var_dump($pq->isEmpty(), $pq->isCorrupted());
