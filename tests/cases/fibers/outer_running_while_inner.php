<?php
$outer = new Fiber(function () use (&$outer) {
    $inner = new Fiber(function () use (&$outer) {
        var_dump($outer->isRunning(), $outer->isSuspended());
        Fiber::suspend();
    });
    $inner->start();
    var_dump($inner->isRunning(), $inner->isSuspended());
});
$outer->start();
