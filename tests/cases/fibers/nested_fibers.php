<?php
$log = [];
$a = new Fiber(function () use (&$log) {
    $log[] = 'a1';
    $b = new Fiber(function () use (&$log) {
        $log[] = 'b1';
        $x = Fiber::suspend('from b');
        $log[] = "b2:$x";
        return 'b done';
    });
    $log[] = 'a got ' . $b->start();
    $y = Fiber::suspend('from a');
    $log[] = "a2:$y";
    $b->resume('resumed by a');
    $log[] = 'b returned ' . $b->getReturn();
    return 'a done';
});
$log[] = 'main got ' . $a->start();
$a->resume('main says hi');
$log[] = 'a returned ' . $a->getReturn();
echo implode("\n", $log), "\n";
