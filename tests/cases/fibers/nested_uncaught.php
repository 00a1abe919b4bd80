<?php
$outer = new Fiber(function () {
    $inner = new Fiber(function () {
        Fiber::suspend();
        throw new UnexpectedValueException('inner blew up');
    });
    $inner->start();
    Fiber::suspend();
    $inner->resume();
});
$outer->start();
$outer->resume();
