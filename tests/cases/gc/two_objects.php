<?php
class Node { public $other; public $name; function __construct($n) { $this->name = $n; } }
$a = new Node("a");
$b = new Node("b");
$a->other = $b;
$b->other = $a;
unset($a);
echo "still referenced: ", gc_collect_cycles(), "\n";
unset($b);
echo "after unset: ", gc_collect_cycles(), "\n";
