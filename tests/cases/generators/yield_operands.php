<?php
// What a yield hands out: values and keys read from plain variables,
// references, temporaries and literals; auto keys after explicit ones;
// values sent back in; foreach consumers with and without keys.
function kinds() {
    $s = "str";
    $a = [1, 2];
    $o = new stdClass;
    $o->p = 1;
    $r = 5;
    $ref = &$r;
    yield $s;
    yield $a;
    yield $o;
    yield $ref;
    $r = 6;
    yield $ref => $ref;
    yield 3.5;
    yield null;
    yield "k" => true;
    yield 10 => "ten";
    yield "after ten";
    yield -5 => "neg";
    yield "auto again";
    yield 2.7 => "float key";
    yield false => "bool key";
}
foreach (kinds() as $k => $v) {
    // (print_r: foreach's iterator takes an object handle in php.)
    var_dump($k);
    is_object($v) ? print_r($v) : var_dump($v);
}

function echoer() {
    $got = [];
    while (count($got) < 3) {
        $x = yield count($got);
        $got[] = $x;
    }
    return $got;
}
$g = echoer();
foreach (["a", "b", "c"] as $v) {
    $g->current();
    $g->send($v);
}
var_dump($g->valid(), $g->getReturn());

// A reference variable as the foreach target and a generator yielding by reference.
function &counter(array &$arr) {
    foreach ($arr as $k => &$v) {
        yield $k => $v;
    }
}
$data = [1, 2, 3];
foreach (counter($data) as $k => &$v) {
    $v *= 10;
}
unset($v);
var_dump($data);

// Values that outlive the generator.
function strings() {
    for ($i = 0; $i < 3; $i++) {
        $s = str_repeat("x", $i + 1);
        yield $s;
    }
}
$kept = [];
foreach (strings() as $s) {
    $kept[] = $s;
}
var_dump($kept);
$target = [];
foreach (strings() as $target["last"]) {
}
var_dump($target);
