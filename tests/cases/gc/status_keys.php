<?php
$s = gc_status();
var_dump(array_keys($s));
var_dump($s["runs"], $s["collected"], $s["threshold"]);
for ($i = 0; $i < 10; $i++) {
    $o = new stdClass;
    $o->me = $o;
}
unset($o);
var_dump(gc_collect_cycles());
$s = gc_status();
var_dump($s["runs"], $s["collected"], $s["threshold"], $s["roots"]);
