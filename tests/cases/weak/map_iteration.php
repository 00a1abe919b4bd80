<?php
$m = new WeakMap;
$objs = [];
foreach (["x", "y", "z"] as $n) {
    $o = new stdClass;
    $o->n = $n;
    $objs[] = $o;
    $m->offsetSet($o, strtoupper($n));
}
foreach ($m as $k => $v) {
    echo $k->n, " => ", $v, "\n";
}
unset($objs[0], $o);
foreach ($m as $k => $v) {
    echo $k->n, " => ", $v, "\n";
}
