<?php
$f = new Fiber(function () {
    for ($i = 0; $i < 3; $i++) {
        try {
            $v = Fiber::suspend($i);
            if ($v === 'bad') {
                throw new RuntimeException("bad at $i");
            }
            echo "ok $i\n";
        } catch (RuntimeException $e) {
            echo "handled: ", $e->getMessage(), "\n";
        } finally {
            echo "finally $i\n";
        }
    }
});
$f->start();
$f->resume('good');
$f->resume('bad');
$f->resume('good');
var_dump($f->isTerminated());
