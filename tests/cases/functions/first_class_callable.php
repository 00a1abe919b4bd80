<?php
function add($a, $b) { return $a + $b; }
$f = add(...);
var_dump($f instanceof Closure);
echo $f(2, 3), "\n";
$u = 'strtoupper';
$g = $u(...);
echo $g("hi"), "\n";
echo implode(",", array_map(intval(...), ["1", "2x", "3.9"])), "\n";
