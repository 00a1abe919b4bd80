<?php
$f = function () { return self::class; };
$g = function () { return static::class; };
$p = function () { return parent::class; };
class A { const X = 'ax'; static function who() { return 'A::who'; } }
class B extends A {}
echo Closure::bind($f, null, A::class)(), "\n";
echo Closure::bind($g, new B, A::class)(), "\n";
echo Closure::bind($p, null, B::class)(), "\n";
foreach ([$f, $g, $p] as $c) {
    try { echo $c(), "\n"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$n = function () { return new self; };
$k = function () { return self::X; };
$s = function () { return static::X; };
$m = function () { return self::who(); };
foreach ([$n, $k, $s, $m] as $c) {
    try { var_dump($c()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
var_dump(Closure::bind($k, null, A::class)(), Closure::bind($m, null, B::class)(), get_class(Closure::bind($n, null, B::class)()));
$arrow = fn() => self::class;
echo Closure::bind($arrow, null, B::class)(), "\n";
try { $arrow(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
function outer() { return function () { return self::X; }; }
echo Closure::bind(outer(), null, A::class)(), "\n";
