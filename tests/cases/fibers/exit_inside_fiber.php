<?php
register_shutdown_function(function () { echo "shutdown\n"; });
$f = new Fiber(function () {
    echo "in fiber\n";
    Fiber::suspend();
    echo "exiting\n";
    exit(3);
});
$f->start();
$f->resume();
echo "not reached\n";
