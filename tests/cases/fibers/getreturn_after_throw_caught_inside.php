<?php
$f = new Fiber(function () {
    try {
        throw new Exception('inside');
    } catch (Exception $e) {
        Fiber::suspend($e->getMessage());
    }
    return 'recovered';
});
var_dump($f->start());
var_dump($f->isSuspended());
$f->resume();
var_dump($f->getReturn());
