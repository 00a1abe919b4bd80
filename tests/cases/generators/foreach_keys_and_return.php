<?php
function kv() {
    yield 'a' => 1;
    yield 10 => 2;
    yield 3;
    yield 'b' => 4;
    yield 5;
    return array_sum([1, 2, 3]);
}
$g = kv();
foreach ($g as $k => $v) {
    var_dump($k, $v);
}
var_dump($g->getReturn());
function empty_gen() {
    if (false) {
        yield;
    }
    return 'nothing';
}
$e = empty_gen();
foreach ($e as $x) {
    echo "no\n";
}
var_dump($e->getReturn());
