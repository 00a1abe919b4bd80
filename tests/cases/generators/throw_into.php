<?php
function g() {
    for ($i = 0; $i < 5; $i++) {
        try {
            yield $i;
        } catch (LogicException $e) {
            echo "caught inside: ", $e->getMessage(), "\n";
            yield 100 + $i;
        } finally {
            echo "finally $i\n";
        }
    }
}
$gen = g();
var_dump($gen->current());
var_dump($gen->throw(new LogicException("first")));
$gen->next();
var_dump($gen->current());
try {
    $gen->throw(new RuntimeException("second"));
} catch (RuntimeException $e) {
    echo "propagated: ", $e->getMessage(), "\n";
}
var_dump($gen->valid());
try {
    $gen->throw(new Exception("closed"));
} catch (Exception $e) {
    echo "after close: ", $e->getMessage(), "\n";
}
function fresh() { echo "fresh runs\n"; try { yield 1; } catch (Exception $e) { echo "fresh caught\n"; yield 2; } }
$f = fresh();
var_dump($f->throw(new Exception("x")));
