<?php
$m = new WeakMap;
$keys = [];
for ($i = 0; $i < 5; $i++) {
    $k = new stdClass;
    $k->i = $i;
    $keys[] = $k;
    $m->offsetSet($k, $i * 10);
}
unset($k);
var_dump(count($m));
unset($keys[1], $keys[3]);
var_dump(count($m));
$keys = [];
var_dump(count($m));
