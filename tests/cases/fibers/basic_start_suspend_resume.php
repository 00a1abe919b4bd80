<?php
$f = new Fiber(function (string $name): string {
    echo "hello $name\n";
    $x = Fiber::suspend('first');
    echo "got $x\n";
    $y = Fiber::suspend('second');
    echo "got $y\n";
    return "bye $name";
});
var_dump($f->start('world'));
var_dump($f->resume('A'));
var_dump($f->resume('B'));
var_dump($f->getReturn());
