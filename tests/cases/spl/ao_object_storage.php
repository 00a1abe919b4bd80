<?php
$o = new stdClass;
$o->a = 1;
$ao = new ArrayObject($o);
$ao['b'] = 2;
var_dump($o);
var_dump(count($ao), $ao['a']);
try { $ao->append(3); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
foreach ($ao as $k => $v) echo "$k=$v\n";
