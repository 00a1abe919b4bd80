<?php
function attempt(callable $c) {
    try { $c(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
attempt(fn() => new Fiber());
attempt(fn() => new Fiber(42));
attempt(fn() => new Fiber('no_such_function'));
attempt(fn() => new Fiber([1, 2, 3]));
attempt(fn() => new Fiber(null));
attempt(fn() => new Fiber(fn() => 1, 2));
$f = new Fiber('strtoupper');
$f->start('abc');
var_dump($f->getReturn());
