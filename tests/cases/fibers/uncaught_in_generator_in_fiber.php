<?php
function g() {
    yield 1;
    Fiber::suspend('paused');
    throw new OutOfRangeException('gen inside fiber');
}
$f = new Fiber(function () {
    foreach (g() as $v) {
        echo "v $v\n";
    }
});
echo $f->start(), "\n";
$f->resume();
