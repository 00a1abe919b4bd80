<?php
var_dump(Fiber::getCurrent());
$outer = new Fiber(function () use (&$outer) {
    var_dump(Fiber::getCurrent() === $outer);
    $inner = new Fiber(function () use (&$inner) {
        var_dump(Fiber::getCurrent() === $inner);
        Fiber::suspend();
        var_dump(Fiber::getCurrent() === $inner);
    });
    $inner->start();
    var_dump(Fiber::getCurrent() === $outer);
    Fiber::suspend($inner);
    var_dump(Fiber::getCurrent() === $outer);
});
$inner = $outer->start();
var_dump(Fiber::getCurrent());
$inner->resume();
$outer->resume();
var_dump(Fiber::getCurrent());
