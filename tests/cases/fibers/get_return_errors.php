<?php
function show(Fiber $f) {
    try { var_dump($f->getReturn()); }
    catch (FiberError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
$f = new Fiber(function () { Fiber::suspend(); return [1, 2]; });
show($f);
$f->start();
show($f);
$f->resume();
show($f);
$g = new Fiber(function () { throw new DomainException('nope'); });
try { $g->start(); } catch (DomainException $e) { echo "caught ", $e->getMessage(), "\n"; }
show($g);
$h = new Fiber(function () {});
$h->start();
show($h);
