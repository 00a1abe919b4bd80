<?php
function gen() {
    $f = new Fiber(function () {
        echo "fiber 1\n";
        Fiber::suspend();
        echo "fiber 2\n";
    });
    $f->start();
    yield 'a';
    $f->resume();
    yield 'b';
}
foreach (gen() as $v) {
    echo "$v\n";
}
