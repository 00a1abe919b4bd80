<?php
function task() {
    Fiber::suspend();
    return helper();
}
function helper() {
    return new Exception('made after resume');
}
$f = new Fiber('task');
$f->start();
class Loop { public static function tick(Fiber $f) { $f->resume(); } }
Loop::tick($f);
$e = $f->getReturn();
echo $e->getTraceAsString(), "\n";
echo $e->getLine(), "\n";
