<?php
function source() {
    foreach ([3, 1, 4, 1, 5] as $v) {
        Fiber::suspend("src $v");
        yield $v;
    }
}
function doubled(iterable $it) {
    foreach ($it as $k => $v) {
        yield $k => $v * 2;
    }
}
$f = new Fiber(function () {
    $sum = 0;
    foreach (doubled(source()) as $k => $v) {
        echo "item $k = $v\n";
        $sum += $v;
    }
    return $sum;
});
$msg = $f->start();
while (!$f->isTerminated()) {
    echo "[$msg]\n";
    $msg = $f->resume();
}
var_dump($f->getReturn());
