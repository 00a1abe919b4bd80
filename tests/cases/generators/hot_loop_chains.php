<?php
// Generators in the hot loop under other drivers: method calls at the top
// of a pipeline, `yield from` chains (ending, throwing, sending), fibers.
function numbers(int $from, int $n) {
    for ($i = $from; $i < $from + $n; $i++) {
        yield $i;
    }
    return $n;
}
function doubled(iterable $src) {
    foreach ($src as $k => $v) {
        yield $k => $v * 2;
    }
}
// The top of the pipeline stepped by its methods (a nested resume).
$g = doubled(doubled(numbers(0, 1000)));
$s = 0;
for ($g->rewind(); $g->valid(); $g->next()) {
    $s += $g->current() + $g->key();
}
echo "methods: $s\n";

// A chain of `yield from` three deep whose delegates end one after another.
function level2(int $base) {
    $r = yield from numbers($base, 300);
    $r += yield from numbers($base + 1000, 200);
    return $r;
}
function level1() {
    $t = 0;
    for ($j = 0; $j < 3; $j++) {
        $t += yield from level2($j * 10000);
    }
    return $t;
}
$g = level1();
$s = 0;
$c = 0;
foreach ($g as $k => $v) {
    $s += $v * 3 + $k;
    $c++;
}
echo "chain: $c $s ", $g->getReturn(), "\n";

// The same chain stepped by send() from the top: each resume is nested.
function recorder() {
    $got = [];
    for ($i = 0; $i < 5; $i++) {
        $got[] = yield $i;
    }
    return $got;
}
function relay() {
    $got = yield from recorder();
    return implode(",", $got);
}
$g = relay();
$g->current();
for ($i = 10; $i < 16; $i++) {
    $g->send($i);
}
echo "send: ", $g->getReturn(), "\n";

// An exception from a delegate running in the loop, caught by its delegator.
function failing() {
    for ($i = 0; $i < 100; $i++) {
        if ($i === 50) {
            throw new RuntimeException("at $i");
        }
        yield $i;
    }
}
function catcher() {
    try {
        yield from failing();
    } catch (RuntimeException $e) {
        yield -1 => $e->getMessage();
    }
    yield 7;
}
$s = 0;
$last = null;
foreach (catcher() as $k => $v) {
    $last = $v;
    $s += $k;
}
echo "caught in delegator: $s $last\n";

// A foreach over a generator suspended by a fiber in its body.
$f = new Fiber(function () {
    $s = 0;
    foreach (numbers(0, 10) as $v) {
        $s += $v;
        if ($v % 4 === 3) {
            $s += Fiber::suspend($s);
        }
    }
    return $s;
});
$x = $f->start();
while (!$f->isTerminated()) {
    echo "fiber at $x\n";
    $x = $f->resume(1);
}
echo "fiber: ", $f->getReturn(), "\n";

// A generator iterating another generator it was handed, both in the loop,
// while the outer one is also delegated to.
function summing(iterable $src) {
    $t = 0;
    foreach ($src as $v) {
        $t += $v;
        yield $t;
    }
    return $t;
}
function wrap() {
    return yield from summing(doubled(numbers(1, 400)));
}
$g = wrap();
$m = 0;
foreach ($g as $v) {
    $m = $v > $m ? $v : $m;
}
echo "nested: $m ", $g->getReturn(), "\n";

// Breaking out of a chain and resuming it with foreach again is refused.
$g = level1();
foreach ($g as $v) {
    if ($v === 5) {
        break;
    }
}
try {
    foreach ($g as $v) {
    }
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$g->next();
echo "after: ", $g->current(), "\n";
