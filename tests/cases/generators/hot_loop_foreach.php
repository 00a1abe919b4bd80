<?php
// foreach over generators whose loop bodies are plain arithmetic: the
// resume, the generator's body and its yield all run in the hot loop
// (fast_loop.rs), with the same keys, values and state as anywhere else.
function numbers(int $n) {
    for ($i = 0; $i < $n; $i++) {
        yield $i;
    }
}
function mapped(iterable $src) {
    foreach ($src as $k => $v) {
        yield $k => $v * 3 + 1;
    }
}
function filtered(iterable $src) {
    foreach ($src as $k => $v) {
        if ($v % 2 === 0) {
            yield $k => $v;
        }
    }
}
$sum = 0;
$count = 0;
foreach (filtered(mapped(numbers(10000))) as $k => $v) {
    $sum += $v ^ $k;
    $count++;
}
echo "pipeline: $count $sum\n";

// Literal, string, float and reference operands; auto and explicit keys.
function mixed_yields() {
    $x = 1;
    $r = &$x;
    for ($i = 0; $i < 3; $i++) {
        yield 5;
        yield;
        yield "k$i" => 1.5;
        yield $r;
        $r++;
        yield $r => $i;
        yield 10 => $x;
        yield 2.5 => "s";
        yield true => null;
    }
    return "done";
}
$acc = 0;
$keys = [];
$g = mixed_yields();
foreach ($g as $k => $v) {
    $keys[] = $k;
    $acc = $acc + 1;
}
echo "mixed: $acc ", json_encode($keys), " ", $g->getReturn(), "\n";
var_dump($g->valid(), $g->current(), $g->key());

// The last element stays current after a break; methods resume from there.
$g = numbers(10);
$s = 0;
foreach ($g as $v) {
    $s += $v;
    if ($v === 6) {
        break;
    }
}
echo "break at ", $g->current(), " key ", $g->key(), " sum $s\n";
$g->next();
echo "then ", $g->current(), "\n";

// A function called from the hot loop iterates a generator and returns a number.
function total($g) {
    $t = 0;
    foreach ($g as $v) {
        $t += $v;
    }
    return $t;
}
$tot = 0;
for ($i = 0; $i < 300; $i++) {
    $tot += total(numbers($i % 17));
}
echo "totals: $tot\n";

// Values that hold heap data (strings, arrays, objects) going through.
function heap_values(int $n) {
    for ($i = 0; $i < $n; $i++) {
        $o = new stdClass;
        $o->i = $i;
        yield "s$i" => [$i, "x$i"];
        yield $i => $o;
    }
}
$n = 0;
$last = null;
foreach (heap_values(2000) as $k => $v) {
    $n++;
    $last = $v;
}
echo "heap: $n ", $last->i, "\n";

// An exception thrown by the generator's body while it runs in the loop.
function divides(array $ds) {
    $x = 100;
    foreach ($ds as $d) {
        yield $x % $d;
    }
}
$s = 0;
try {
    foreach (divides([7, 9, 0, 3]) as $v) {
        $s += $v;
    }
} catch (DivisionByZeroError $e) {
    echo "caught: ", $e->getMessage(), " after $s\n";
}

// A finally block when a generator suspended in a loop is destroyed.
function with_finally() {
    try {
        for ($i = 0; $i < 100; $i++) {
            yield $i;
        }
    } finally {
        echo "finally ran\n";
    }
}
$s = 0;
foreach (with_finally() as $v) {
    $s += $v;
    if ($v > 50) {
        break;
    }
}
echo "after break: $s\n";

// An undefined variable yielded from a hot loop (a warning each time).
function undefined_yield() {
    for ($i = 0; $i < 2; $i++) {
        yield $nope;
    }
}
$c = 0;
foreach (undefined_yield() as $v) {
    $c++;
}
echo "undefined: $c\n";

// A generator stepped by its methods while its own body loops hot.
function sums() {
    $x = 0;
    for ($i = 1; $i <= 1000; $i++) {
        $x += $i;
        if ($i % 250 === 0) {
            yield $i => $x;
        }
    }
}
$g = sums();
while ($g->valid()) {
    echo $g->key(), "=", $g->current(), " ";
    $g->next();
}
echo "\n";

// Hot loops inside delegates of `yield from`.
function inner(int $from) {
    for ($i = $from; $i < $from + 500; $i++) {
        yield $i;
    }
    return $from;
}
function outer() {
    $r = 0;
    for ($j = 0; $j < 3; $j++) {
        $r += yield from inner($j * 1000);
    }
    return $r;
}
$g = outer();
$s = 0;
$c = 0;
foreach ($g as $k => $v) {
    $s += $v + $k;
    $c++;
}
echo "delegated: $c $s ", $g->getReturn(), "\n";

// Recursion that iterates a generator at each level (the stack grows).
function depth(int $n) {
    if ($n === 0) {
        return 0;
    }
    $t = 0;
    foreach (numbers(3) as $v) {
        $t += $v;
    }
    return $t + depth($n - 1);
}
echo "depth: ", depth(2000), "\n";

// send() from the loop body into the generator it iterates.
function echoes() {
    $got = 0;
    for ($i = 0; $i < 6; $i++) {
        $got = yield $i => $got;
    }
}
$g = echoes();
foreach ($g as $k => $v) {
    if ($k === 2) {
        $g->send(42);
    }
    echo "$k:$v ";
}
echo "\n";

// Objects with destructors replaced in the loop variable.
class D {
    public function __construct(public int $i) {}
    public function __destruct() {
        echo "d{$this->i} ";
    }
}
function objs() {
    for ($i = 0; $i < 4; $i++) {
        yield new D($i);
    }
}
$c = 0;
foreach (objs() as $o) {
    $c++;
}
echo "| objs: $c\n";
unset($o);
echo "\n";
function objs_kept() {
    $keep = new D(9);
    for ($i = 0; $i < 3; $i++) {
        yield $i => $keep;
    }
    echo "end of objs_kept ";
}
$c = 0;
foreach (objs_kept() as $k => $o) {
    $c += $k;
}
unset($o);
echo "| kept: $c\n";
