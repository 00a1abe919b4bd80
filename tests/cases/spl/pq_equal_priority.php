<?php
$pq = new SplPriorityQueue;
foreach (['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as $i => $v) $pq->insert($v, $i % 2);
$out = [];
foreach ($pq as $v) $out[] = $v;
echo implode(' ', $out), "\n";
$pq = new SplPriorityQueue;
foreach (range(1, 10) as $i) $pq->insert("t$i", 1);
while (!$pq->isEmpty()) echo $pq->extract(), " ";
echo "\n";
class MinPQ extends SplPriorityQueue {
    public function compare($p1, $p2): int { return $p2 <=> $p1; }
}
$m = new MinPQ;
foreach ([3, 1, 2] as $p) $m->insert("p$p", $p);
$m->setExtractFlags(SplPriorityQueue::EXTR_BOTH);
var_dump($m);
foreach ($m as $k => $v) echo $k, " ", $v['data'], "\n";
