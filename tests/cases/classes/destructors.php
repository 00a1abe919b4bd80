<?php
class D { function __construct(public $n) {} function __destruct() { echo "destroy {$this->n}\n"; } }
$a = new D('a'); $b = new D('b'); $c = new D('c'); $c2 = $c;
$x = new D('x'); $x = null; echo "after x\n";
function f() { $l = new D('local'); echo "in f\n"; }
f(); echo "after f\n";
unset($b); echo "after unset\n";
new D('temp'); echo "after temp\n";
echo "end\n";
