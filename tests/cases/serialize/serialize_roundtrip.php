<?php
$values = [null, true, false, 0, -1, PHP_INT_MAX, PHP_INT_MIN, 0.1, -0.0, 1e100, 1.5e-10, INF, -INF,
           '', 'text', "bin\0\xff", [], [1, [2, [3]]], ['k' => 'v', 10 => 'ten']];
foreach ($values as $v) {
    $s = serialize($v);
    $back = unserialize($s);
    echo $s, ' ', var_export($back === $v, true), "\n";
}
var_dump(is_nan(unserialize(serialize(NAN))));
$o = new stdClass;
$o->a = 1;
$o->b = [1, 2];
$copy = unserialize(serialize($o));
var_dump($copy == $o, $copy === $o, get_class($copy));
