<?php
class Tracker { public function __construct(private string $n) {} public function __destruct() { echo "free {$this->n}\n"; } }
$f = new Fiber(function () {
    $a = new Tracker('a');
    $b = new Tracker('b');
    Fiber::suspend();
});
$f->start();
echo "suspended\n";
$f = null;
echo "end\n";
