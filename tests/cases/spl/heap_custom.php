<?php
class TaskHeap extends SplHeap {
    protected function compare($a, $b): int {
        return $b['prio'] <=> $a['prio'];
    }
}
$h = new TaskHeap;
foreach ([['n' => 'a', 'prio' => 3], ['n' => 'b', 'prio' => 1], ['n' => 'c', 'prio' => 2], ['n' => 'd', 'prio' => 1], ['n' => 'e', 'prio' => 3]] as $t) {
    $h->insert($t);
}
foreach ($h as $t) echo $t['n'], $t['prio'], " ";
echo "\n";
class ByLen extends SplMaxHeap {
    public function compare($a, $b): int { return strlen($a) - strlen($b); }
}
$b = new ByLen;
foreach (['aaa', 'b', 'cc', 'dddd', 'ee', 'f'] as $s) $b->insert($s);
while ($b->valid()) { echo $b->extract(), " "; }
echo "\n";
