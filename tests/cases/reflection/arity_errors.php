<?php
class A { public $p; function m() {} }
$r = new ReflectionClass('A');
foreach ([
    fn() => $r->hasMethod(),
    fn() => $r->getProperty('p', 2),
    fn() => new ReflectionClass(),
    fn() => new ReflectionProperty('A'),
    fn() => $r->isInstance('A'),
    fn() => $r->newInstanceArgs('x'),
    fn() => (new ReflectionMethod('A', 'm'))->invoke('x'),
] as $f) {
    try { $f(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
