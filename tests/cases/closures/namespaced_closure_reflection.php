<?php
// Reflection of generators and fibers, and the engine's warnings, name a
// namespaced closure `N\{closure}`.
namespace N;
$gen = (function () { yield 1; })();
$gen->current();
var_dump((new \ReflectionGenerator($gen))->getFunction()->getName());
$fiber = new \Fiber(function () { \Fiber::suspend(); });
$fiber->start();
foreach ((new \ReflectionFiber($fiber))->getTrace() as $e) echo $e['function'], "\n";
$f = new \Fiber(function (&$x) {});
$f->start(1);
