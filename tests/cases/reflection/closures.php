<?php
class Host {
    public $v = 'host';
    public function make() { return function ($x, int $y = 3) { return $this->v . $x . $y; }; }
}
$c = (new Host)->make();
$r = new ReflectionFunction($c);
var_dump($r->getName(), $r->isClosure(), $r->getNumberOfParameters(), $r->getNumberOfRequiredParameters());
var_dump($r->invoke('a'), $r->invokeArgs(['b', 9]));
var_dump(get_class($r->getClosureThis()), $r->getClosureScopeClass()->getName());
$plain = fn(int ...$n) => array_sum($n);
$p = new ReflectionFunction($plain);
var_dump($p->isVariadic(), $p->invoke(1, 2, 3), $p->getClosureThis(), $p->getClosureScopeClass());
var_dump($p->getClosure() === $plain);
$fc = strtoupper(...);
$q = new ReflectionFunction($fc);
var_dump($q->getName(), $q->invoke('abc'));
$st = static function () {};
var_dump((new ReflectionFunction($st))->getClosureThis());
