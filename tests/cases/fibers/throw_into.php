<?php
$f = new Fiber(function () {
    try {
        Fiber::suspend('waiting');
    } catch (InvalidArgumentException $e) {
        echo "fiber caught: ", $e->getMessage(), "\n";
        $v = Fiber::suspend('again');
        return "ret $v";
    }
});
var_dump($f->start());
var_dump($f->throw(new InvalidArgumentException('bad arg')));
var_dump($f->resume('ok'));
var_dump($f->getReturn());
