<?php
function g() { yield 1; yield 2; return 42; }
$g = g();
try {
    $g->getReturn();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
foreach ($g as $v) echo $v, "\n";
var_dump($g->getReturn());
function noReturn() { yield 1; }
$n = noReturn();
foreach ($n as $v) {}
var_dump($n->getReturn());
function onlyReturn() { return 7; yield; }
$o = onlyReturn();
var_dump($o->valid(), $o->getReturn(), $o->current());
function thrower() { yield 1; throw new RuntimeException("bad"); }
$t = thrower();
try {
    foreach ($t as $v) echo $v, "\n";
} catch (RuntimeException $e) {
    echo "caught ", $e->getMessage(), "\n";
}
try {
    $t->getReturn();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($t->valid());
