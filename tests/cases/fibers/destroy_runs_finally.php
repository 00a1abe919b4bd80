<?php
$f = new Fiber(function () {
    try {
        echo "suspending\n";
        Fiber::suspend();
        echo "never printed\n";
    } finally {
        echo "finally on destroy\n";
    }
    echo "not reached\n";
});
$f->start();
unset($f);
echo "after unset\n";
