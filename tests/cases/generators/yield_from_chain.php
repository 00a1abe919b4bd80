<?php
// Delegation chains resumed by foreach, methods and send, mixed: keys,
// auto keys after delegation, return values, exceptions, traces, sends
// refused while running, a delegate shared by two generators.
function leaf($n, $tag) {
    for ($i = 0; $i < $n; $i++) {
        $got = yield "$tag$i" => $i * 10;
        if ($got !== null) {
            echo "leaf $tag got ", var_export($got, true), "\n";
        }
    }
    return "$tag-done";
}
function mid($n, $tag) {
    yield 'before';
    $r = yield from leaf($n, $tag);
    echo "mid saw $r\n";
    yield 'after';
    return strtoupper($r);
}
function top($n) {
    $a = yield from mid($n, 'a');
    yield 'x';
    $b = yield from mid($n, 'b');
    return "$a|$b";
}

$g = top(2);
foreach ($g as $k => $v) {
    echo "$k => $v\n";
}
echo $g->getReturn(), "\n";

// Methods and send through the chain.
$g = top(2);
echo $g->current(), "\n";
$g->next();
echo $g->key(), " ", $g->current(), "\n";
echo var_export($g->send('S1'), true), "\n";
for (; $g->valid(); $g->next()) {
    echo "rest ", $g->key(), " => ", $g->current(), "\n";
    if ($g->current() === 'x') {
        echo "send: ", var_export($g->send('S2'), true), "\n";
    }
}
echo $g->getReturn(), "\n";

// A trace from deep inside a delegation chain.
function thrower() {
    yield 1;
    throw new RuntimeException("deep");
}
function wrap1() { yield from thrower(); }
function wrap2() { yield 0; yield from wrap1(); yield 99; }
try {
    foreach (wrap2() as $k => $v) {
        echo "w $k $v\n";
    }
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}

// Sending to a generator while it runs (from inside its delegate) is refused.
function selfish() {
    global $outer;
    yield 1;
    try {
        $outer->send('nope');
    } catch (Error $e) {
        echo "refused: ", $e->getMessage(), "\n";
    }
    yield 2;
    yield 3;
}
function outer_of_selfish() {
    $x = yield from selfish();
    $y = yield 'last';
    echo "y=", var_export($y, true), "\n";
}
$outer = outer_of_selfish();
foreach ($outer as $k => $v) {
    echo "o $k => $v\n";
}

// One delegate shared by two delegating generators.
function shared_src() {
    yield 1;
    yield 2;
    yield 3;
    return 'shared';
}
function user($name, $src) {
    $r = yield from $src;
    echo "$name got ", var_export($r, true), "\n";
}
$src = shared_src();
$u1 = user('u1', $src);
$u2 = user('u2', $src);
foreach ($u1 as $k => $v) {
    echo "u1 $k => $v\n";
    if ($v === 1) {
        $u2->current();
        echo "u2 current ", $u2->current(), "\n";
        $u2->next();
        echo "u2 next ", var_export($u2->current(), true), "\n";
    }
}

// Auto keys of the delegating generator are not moved by delegated keys.
function autok() {
    yield 'a';
    yield from [10 => 'p', 11 => 'q'];
    yield from (function () { yield 5 => 'r'; yield 's'; })();
    yield 't';
}
foreach (autok() as $k => $v) {
    echo "$k=$v ";
}
echo "\n";

// Breaking out of a foreach mid-delegation, then resuming by methods.
$g = top(3);
foreach ($g as $k => $v) {
    echo "b $k => $v\n";
    if ($k === 'a1') {
        break;
    }
}
$g->next();
echo $g->key(), " => ", $g->current(), "\n";
foreach ([1, 2] as $_) {
    $g->next();
    echo $g->key(), " => ", $g->current(), "\n";
}
try {
    foreach ($g as $v) {
    }
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

// Throwing into a delegate resumed in the loop, finally blocks on destruction.
function guarded() {
    try {
        yield 1;
        yield 2;
    } finally {
        echo "guarded finally\n";
    }
}
function guard_outer() {
    try {
        yield from guarded();
    } catch (LogicException $e) {
        echo "caught ", $e->getMessage(), "\n";
        yield 'recovered';
    }
}
$g = guard_outer();
foreach ($g as $v) {
    echo "g $v\n";
    if ($v === 1) {
        echo "throw -> ", $g->throw(new LogicException('in')), "\n";
    }
}
$g = guard_outer();
foreach ($g as $v) {
    echo "h $v\n";
    break;
}
unset($g);
echo "end\n";
