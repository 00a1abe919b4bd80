<?php
class P {
    public $peer;
    function __construct(public $name) {}
    function __destruct() { echo $this->name, " sees ", $this->peer ? $this->peer->name : "nothing", "\n"; }
}
$a = new P("a"); $b = new P("b");
$a->peer = $b; $b->peer = $a;
unset($a, $b);
var_dump(gc_collect_cycles());
echo "done\n";
