<?php
function inner() {
    $got = Fiber::suspend('inner wants input');
    yield 'i1' => $got;
    yield 'i2' => Fiber::suspend('inner again');
    return 'inner result';
}
function outer() {
    yield 'o1' => 1;
    $r = yield from inner();
    yield 'o2' => $r;
}
$f = new Fiber(function () {
    foreach (outer() as $k => $v) {
        echo "$k => $v\n";
    }
});
$msg = $f->start();
while (!$f->isTerminated()) {
    echo "[$msg]\n";
    $msg = $f->resume(strtoupper($msg));
}
