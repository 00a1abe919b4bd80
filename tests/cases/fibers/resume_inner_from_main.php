<?php
$inner = null;
$outer = new Fiber(function () use (&$inner) {
    $inner = new Fiber(function () {
        echo "inner start\n";
        $v = Fiber::suspend(1);
        echo "inner resumed with $v by ", Fiber::getCurrent() === null ? 'nobody' : 'a fiber', "\n";
        return 'inner ok';
    });
    $inner->start();
    echo "outer suspends\n";
    Fiber::suspend();
    echo "outer resumed\n";
});
$outer->start();
$inner->resume('main');
var_dump($inner->getReturn());
$outer->resume();
var_dump($outer->isTerminated());
