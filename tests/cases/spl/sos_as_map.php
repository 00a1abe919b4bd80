<?php
class Node { public function __construct(public string $name) {} }
$graph = new SplObjectStorage;
$a = new Node('a'); $b = new Node('b'); $c = new Node('c');
$graph[$a] = [$b, $c];
$graph[$b] = [$c];
$graph[$c] = [];
foreach ($graph as $node) {
    $edges = $graph[$node];
    echo $node->name, " -> ", implode(',', array_map(fn($n) => $n->name, $edges)), "\n";
}
$seen = new SplObjectStorage;
$queue = new SplQueue;
$queue->enqueue($a);
while (!$queue->isEmpty()) {
    $n = $queue->dequeue();
    if ($seen->contains($n)) continue;
    $seen->attach($n);
    echo "visit ", $n->name, "\n";
    foreach ($graph[$n] as $m) $queue->enqueue($m);
}
var_dump(count($seen));
