<?php
class Boom extends Exception {}
$f = new Fiber(function ($a, $b) {
    echo "args: $a $b\n";
    throw new Boom("at start", 7);
});
$f->start('x', 3);
