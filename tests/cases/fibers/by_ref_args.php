<?php
$counter = 0;
$f = new Fiber(function (int &$c) {
    $c++;
    Fiber::suspend();
    $c += 10;
});
$f->start($counter);
var_dump($counter);
$f->resume();
var_dump($counter);
$g = new Fiber(function () use (&$counter) {
    while (true) {
        $counter *= 2;
        if (Fiber::suspend($counter) === 'stop') {
            return $counter;
        }
    }
});
$g->start();
$g->resume();
$g->resume('stop');
var_dump($g->getReturn());
