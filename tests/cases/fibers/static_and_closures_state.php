<?php
function counter() {
    static $n = 0;
    return ++$n;
}
$make = function (string $tag) {
    return new Fiber(function () use ($tag) {
        for ($i = 0; $i < 2; $i++) {
            echo "$tag ", counter(), "\n";
            Fiber::suspend();
        }
    });
};
$a = $make('A');
$b = $make('B');
$a->start();
$b->start();
$a->resume();
$b->resume();
$a->resume();
$b->resume();
var_dump($a->isTerminated(), $b->isTerminated());
