<?php
// foreach resuming generators in the loop: state seen from inside the loop,
// $this in method generators, keys, exceptions, finally on destruction,
// send/getReturn after the loop, delegation.
class Counter {
    private $step = 3;
    public function items($n) {
        for ($i = 0; $i < $n; $i++) {
            yield "k$i" => $i * $this->step;
        }
        return "done";
    }
}
$c = new Counter;
$g = $c->items(4);
foreach ($g as $k => $v) {
    echo $k, "=", $v, " current=", $g->current(), " key=", $g->key(), "\n";
}
var_dump($g->valid(), $g->current(), $g->getReturn());

function keys() {
    yield 5 => 'a';
    yield 'b';
    yield 'x' => 'c';
    yield 'd';
    $got = yield;
    echo "got ", var_export($got, true), "\n";
}
foreach (keys() as $k => $v) {
    echo var_export($k, true), "=>", var_export($v, true), "\n";
}

function withFinally() {
    try {
        yield 1;
        yield 2;
        yield 3;
    } finally {
        echo "finally ran\n";
    }
}
foreach (withFinally() as $v) {
    echo "v=$v\n";
    if ($v == 2) {
        break;
    }
}
echo "after break\n";

function failing() {
    yield 1;
    throw new LogicException("inside");
}
try {
    foreach (failing() as $v) {
        echo "got $v\n";
    }
} catch (LogicException $e) {
    echo "caught ", $e->getMessage(), " line ", $e->getLine(), "\n";
}

function inner() {
    $x = yield 1;
    echo "inner got ", var_export($x, true), "\n";
    yield 2;
    return "inner-ret";
}
function outer() {
    $r = yield from inner();
    echo "delegate returned $r\n";
    yield 3;
}
foreach (outer() as $k => $v) {
    echo "$k:$v\n";
}
$o = outer();
echo $o->current(), "\n";
echo $o->send("hello"), "\n";
$o->next();
echo $o->current(), "\n";

// nested foreach over the same pipeline stage, by reference values
function refs(array &$arr) {
    foreach ($arr as $k => &$v) {
        yield $k => $v;
    }
}
function &refGen(array &$arr) {
    foreach ($arr as $k => &$v) {
        yield $k => $v;
    }
}
$data = [1, 2, 3];
foreach (refGen($data) as &$v) {
    $v *= 10;
}
unset($v);
echo implode(",", $data), "\n";
$sum = 0;
foreach (refs($data) as $v) {
    $sum += $v;
}
echo $sum, "\n";

// a generator abandoned mid-loop, then resumed by hand
function numbers() {
    for ($i = 1; $i <= 5; $i++) {
        yield $i;
    }
}
$n = numbers();
foreach ($n as $v) {
    if ($v == 3) {
        break;
    }
}
$n->next();
echo $n->current(), "\n";
try {
    foreach ($n as $v) {
        echo $v, "\n";
    }
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
