<?php
// unset() of a declared property hands later reads and writes to __get/__set;
// references into slots; clone keeps shared references; ids as php.
class M {
    public $a = 1;
    public $b = 2;
    public function __get($n) { echo "get $n\n"; return 'magic'; }
    public function __set($n, $v) { echo "set $n\n"; }
}
$m = new M;
echo $m->a, "\n";
unset($m->a);
echo $m->a, "\n";

var_dump($m);
$n = new M;
$r = &$n->b;
$r = 10;
$c = clone $n;
$r = 20;
var_dump($n, $c);
$n->a += 3;
$n->a++;
var_dump($n->a);
class Node { public $next; public $v; public function __construct($v) { $this->v = $v; } }
$head = null;
for ($i = 0; $i < 5; $i++) { $x = new Node($i); $x->next = $head; $head = $x; }
var_dump($head->next->next);
$head = null;
$o = new Node('late');
var_dump($o);
$p = new Node(1); $p->next = $p; unset($p);
var_dump(gc_collect_cycles());
$q = new stdClass; var_dump($q);
