<?php
function inner() { yield 1; yield 2; throw new Exception("in"); }
function outer($g) { $r = yield from $g; var_dump($r); }
$i = inner();
$o1 = outer($i);
$o2 = outer($i);
$o1->current(); $o2->current();
try { $o1->next(); $o1->next(); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { $o2->next(); var_dump($o2->current()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($o2->valid());
$c = new ClosedGeneratorException("m", 3);
var_dump($c instanceof Exception, get_parent_class($c), $c->getCode());
function done() { yield 1; return 5; }
$d = done(); foreach ($d as $_) {}
function again($g) { $r = yield from $g; var_dump($r); }
try { foreach (again($d) as $v) { var_dump($v); } } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
