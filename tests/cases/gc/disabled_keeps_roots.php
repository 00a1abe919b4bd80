<?php
gc_disable();
class K { public $me; }
for ($i = 0; $i < 20000; $i++) {
    $k = new K;
    $k->me = $k;
}
unset($k);
$s = gc_status();
echo "runs while disabled: ", $s["runs"], "\n";
var_dump($s["roots"] >= 19999);
gc_enable();
var_dump(gc_collect_cycles());
var_dump(gc_status()["roots"]);
