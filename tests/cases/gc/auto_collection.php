<?php
class C { public $self; }
for ($i = 0; $i < 50000; $i++) {
    $c = new C;
    $c->self = $c;
}
unset($c);
$s = gc_status();
echo "runs ", $s["runs"], " collected ", $s["collected"], " threshold ", $s["threshold"], "\n";
var_dump(gc_collect_cycles() >= 0);
