<?php
$f = new Fiber(function () {
    try {
        Fiber::suspend();
    } catch (Throwable $e) {
        echo "caught ", get_class($e), "\n";
    } finally {
        echo "finally\n";
    }
    echo "after try\n";
});
$f->start();
$f = null;
echo "end\n";
