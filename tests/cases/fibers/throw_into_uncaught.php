<?php
$f = new Fiber(function () {
    try {
        Fiber::suspend();
    } finally {
        echo "finally runs\n";
    }
});
$f->start();
try {
    $f->throw(new Exception('into fiber'));
} catch (Exception $e) {
    echo "propagated: ", $e->getMessage(), "\n";
}
var_dump($f->isTerminated(), $f->isSuspended());
try { $f->throw(new Exception('again')); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
