<?php
// Fiber::suspend() inside a callback a builtin runs (array_map, usort): php suspends there.
$f = new Fiber(function () {
    $r = array_map(function ($x) { return Fiber::suspend($x) * 2; }, [1, 2]);
    var_dump($r);
});
try {
    var_dump($f->start());
    var_dump($f->resume(10));
    var_dump($f->resume(20));
} catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), "\n"; }
$g = new Fiber(function () { $a = [3, 1, 2]; usort($a, function ($x, $y) { Fiber::suspend(); return $x <=> $y; }); echo implode(",", $a), "\n"; });
try { $g->start(); while (!$g->isTerminated()) $g->resume(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
