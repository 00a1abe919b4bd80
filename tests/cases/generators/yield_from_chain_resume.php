<?php
// Resuming a generator that waits in `yield from` (by foreach, by methods,
// with send/throw in between), fibers suspending inside the delegate, a
// delegate yielding by reference, finally blocks at every level.
function inner($tag) {
    try {
        for ($i = 0; $i < 3; $i++) {
            $s = yield "$tag$i" => $i;
            if ($s !== null) {
                echo "inner $tag received ", var_export($s, true), "\n";
            }
        }
    } finally {
        echo "inner $tag finally\n";
    }
    return "$tag!";
}
function middle($tag) {
    try {
        $r = yield from inner($tag);
        echo "middle $tag result $r\n";
        return $r;
    } finally {
        echo "middle $tag finally\n";
    }
}
function outer() {
    $a = yield from middle('p');
    $b = yield from middle('q');
    return "$a$b";
}

$g = outer();
foreach ($g as $k => $v) {
    echo "$k => $v\n";
    if ($k === 'p1') {
        echo "send gives ", var_export($g->send('hello'), true), "\n";
    }
    if ($k === 'q0') {
        try {
            $g->throw(new DomainException('boom'));
        } catch (DomainException $e) {
            echo "escaped: ", $e->getMessage(), "\n";
        }
    }
}
var_dump($g->valid());

// A fiber suspends inside a delegate the foreach resumes through the chain.
$f = new Fiber(function () {
    $gen = (function () {
        yield from (function () {
            for ($i = 0; $i < 3; $i++) {
                $x = Fiber::suspend("s$i");
                yield $i => $x;
            }
            return 'fiber-inner';
        })();
        yield 'tail' => 't';
    })();
    foreach ($gen as $k => $v) {
        echo "fiber loop $k => $v\n";
    }
    return 'fiber done';
});
$got = $f->start();
$n = 0;
while (!$f->isTerminated()) {
    echo "main got $got\n";
    $got = $f->resume("r" . $n++);
}
echo $f->getReturn(), "\n";

// A delegate yielding by reference, delegated to by a by-value generator.
function &refs(array &$arr) {
    foreach ($arr as $k => &$v) {
        yield $k => $v;
    }
}
function by_value(array &$arr) {
    yield from refs($arr);
}
$data = [1, 2, 3];
foreach (by_value($data) as $k => $v) {
    echo "rv $k => $v\n";
}

// Destroyed while suspended two levels deep.
$g = outer();
foreach ($g as $k => $v) {
    echo "d $k => $v\n";
    if ($k === 'p1') {
        break;
    }
}
$g = null;
echo "destroyed\n";

// An exception thrown by the delegate on a later resume, caught by the middle level.
function failing() {
    yield 1;
    yield 2;
    throw new LengthException('late');
}
function catching() {
    try {
        yield from failing();
    } catch (LengthException $e) {
        echo "caught ", $e->getMessage(), " at line ", $e->getLine(), "\n";
        yield 'after-catch';
    }
}
function top_level() {
    yield from catching();
    yield 'end';
}
foreach (top_level() as $k => $v) {
    echo "t $k => $v\n";
}

// Resuming a running generator from inside its delegate.
function reenter() {
    global $re;
    yield 1;
    try {
        $re->next();
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    yield 2;
}
function re_outer() {
    yield from reenter();
}
$re = re_outer();
foreach ($re as $v) {
    echo "re $v\n";
}
