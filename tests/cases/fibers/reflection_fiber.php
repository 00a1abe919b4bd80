<?php
function work($x) {
    $y = Fiber::suspend($x);
    return $y;
}
$f = new Fiber(function ($a) { return work($a + 1); });
$rf = new ReflectionFiber($f);
var_dump($rf->getFiber() === $f);
try { $rf->getExecutingLine(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(get_class($rf->getCallable()));
$f->start(1);
var_dump($rf->getExecutingLine(), basename($rf->getExecutingFile()));
print_r(array_map(fn($e) => array_diff_key($e, ['file' => 1]), $rf->getTrace()));
$f->resume(5);
try { $rf->getTrace(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $rf->getCallable(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$g = new Fiber(function () { $r = new ReflectionFiber(Fiber::getCurrent()); var_dump($r->getExecutingLine()); Fiber::suspend(); });
$g->start();
