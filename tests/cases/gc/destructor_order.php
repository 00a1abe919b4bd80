<?php
class D {
    public $peer;
    function __construct(public string $name) {}
    function __destruct() { echo "destruct ", $this->name, "\n"; }
}
$a = new D("a");
$b = new D("b");
$c = new D("c");
$a->peer = $b;
$b->peer = $c;
$c->peer = $a;
unset($a, $b, $c);
echo "before\n";
$n = gc_collect_cycles();
echo "collected $n\n";
var_dump(gc_status()["runs"], gc_status()["collected"]);
