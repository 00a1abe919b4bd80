<?php
$o = new class(5) { public function __construct(public int $n) {} };
$r = new ReflectionObject($o);
var_dump($r->isAnonymous(), str_starts_with($r->getName(), 'class@anonymous'), $r->isFinal());
var_dump($r->getConstructor()->getNumberOfParameters());
readonly class Coord { public function __construct(public int $x, public int $y) {} }
$c = new ReflectionClass('Coord');
var_dump($c->isReadOnly(), $c->getModifiers());
foreach ($c->getProperties() as $p) var_dump($p->isReadOnly(), $p->getModifiers());
$obj = new Coord(1, 2);
try { $c->getProperty('x')->setValue($obj, 5); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$blank = $c->newInstanceWithoutConstructor();
try { $c->getProperty('x')->setValue($blank, 5); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($c->getProperty('y')->isInitialized($blank));
