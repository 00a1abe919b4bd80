<?php
set_error_handler(function ($no, $str) {
    echo "handler: $str\n";
    return true;
});
$f = new Fiber(function () {
    $a = [];
    echo $a['missing'] ?? 'dflt', "\n";
    $v = Fiber::suspend();
    echo $undefined_var;
    return intdiv($v, 2);
});
$f->start();
$f->resume(9);
var_dump($f->getReturn());
