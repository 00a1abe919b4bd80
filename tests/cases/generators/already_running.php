<?php
function g() {
    global $gen;
    yield 1;
    try {
        $gen->next();
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    yield 2;
}
$gen = g();
foreach ($gen as $v) echo $v, "\n";
function self_delegate() {
    global $s;
    yield 1;
    yield from $s;
}
$s = self_delegate();
try {
    foreach ($s as $v) echo $v, "\n";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
function bad_from() { yield from 42; }
try {
    foreach (bad_from() as $v) {}
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
