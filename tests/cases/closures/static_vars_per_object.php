<?php
function mk(){ return function(){ static $n = 0; return ++$n; }; }
$a = mk(); $b = mk(); echo $a(), $a(), $b(), "\n";
$c = $a->bindTo(null); echo $c(), $a(), $c(), "\n";
$d = Closure::bind($a, null, null); echo $d(), "\n";
class P { function f(){ static $x = 0; return ++$x; } static function g(){ static $y=0; return ++$y; } }
class C extends P {}
class D extends P { function f(){ static $x = 100; return ++$x; } }
$p = new P; $q = new C; echo $p->f(), $q->f(), $p->f(), $q->f(), "\n";
echo P::g(), C::g(), P::g(), "\n";
$fc = $a(...); echo $fc(), $a(), "\n";
$cl = Closure::fromCallable($a); echo $cl(), $a(), "\n";
$m = $p->f(...); echo $m(), $p->f(), "\n";
$o = new class { function h(){ return function(){ static $k=0; return ++$k; }; } };
$h1 = $o->h(); $h2 = $o->h(); echo $h1(), $h1(), $h2(), "\n";
$e = fn() => $a(); echo $e(), "\n";
$f = function(){ static $n = 0; return ++$n; };
echo $f->call(new P), $f->call(new P), $f(), "\n";
for ($i = 0; $i < 3; $i++) { $f = function () { static $c = 0; return ++$c; }; echo $f(), $f(), " "; }
echo "\n";
function gen() { return function () { static $s = []; $s[] = count($s); return implode(',', $s); }; }
$g1 = gen(); $g1(); $g1(); $g2 = $g1->bindTo(null); echo $g1(), ' | ', $g2(), ' | ', $g1(), "\n";
echo implode(',', array_map(gen(), [1, 2, 3])), "\n";
$r = new ReflectionFunction($g2); var_dump($r->getStaticVariables());
var_dump($g1);
$e = function () { static $z = 10; return ++$z; };
echo $e(), "\n";
$x = $e->call(new C); echo $x, $e(), "\n";
trait T { function t() { return function () { static $q = 0; return static::class . ++$q; }; } }
class U { use T; } class V extends U {}
$t1 = (new V)->t(); echo $t1(), $t1(), (new U)->t()(), "\n";
// A static bound by reference while the closure runs stays shared with the copy.
$self = function () use (&$self) { static $w = 0; $w++; if ($w == 1) { $cp = $self->bindTo(null); $cp(); } return $w; };
echo $self(), $self(), "\n";
