<?php
// A generator resumed by foreach yields a value a typed reference (the loop
// variable bound to a typed property) refuses: the TypeError comes from the
// foreach line, and the generator stays suspended at that yield.
class A { public int $x = 0; }
function g() { yield 1; yield "2"; yield "abc"; yield 4; }
$a = new A;
$r = &$a->x;
try {
    foreach (g() as $r) {
        echo "got ", var_export($r, true), "\n";
    }
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), "\n";
}
var_dump($a->x);

function outer() { yield from g(); }
try {
    foreach (outer() as $k => $r) {
        echo "$k => ", var_export($r, true), "\n";
    }
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), "\n";
}

$gen = g();
try {
    foreach ($gen as $r) { echo "v ", $r, "\n"; }
} catch (TypeError $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
var_dump($gen->current());
$gen->next();
var_dump($gen->current());

function inner_catch() {
    global $a;
    $r = &$a->x;
    try {
        foreach ((function () { yield 5; yield []; yield 6; })() as $r) {
            echo "w ", $r, "\n";
        }
    } finally {
        echo "finally in ", __FUNCTION__, "\n";
    }
}
try {
    inner_catch();
} catch (TypeError $e) {
    echo get_class($e), " line ", $e->getLine(), "\n";
    echo $e->getTraceAsString(), "\n";
}
echo "done\n";
