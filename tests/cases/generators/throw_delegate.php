<?php
function inner() {
    try {
        yield 1;
        yield 2;
    } catch (Exception $e) {
        echo "inner caught ", $e->getMessage(), "\n";
        yield 3;
    }
}
function outer() {
    try {
        yield from inner();
        yield 4;
    } catch (Exception $e) {
        echo "outer caught ", $e->getMessage(), "\n";
        yield 5;
    }
}
$g = outer();
var_dump($g->current());
var_dump($g->throw(new Exception("one")));
var_dump($g->throw(new Exception("two")));
$g->next();
var_dump($g->valid());
