<?php
function deep(int $n) {
    if ($n === 0) {
        throw new RuntimeException("deep failure");
    }
    deep($n - 1);
}
$f = new Fiber(function (int $depth) {
    Fiber::suspend();
    deep($depth);
});
$f->start(2);
function drive(Fiber $f) { $f->resume(); }
drive($f);
