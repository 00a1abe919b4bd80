<?php
function f() { static $a = 1, $b = [1,2]; static $c; $a++; return $a; }
f(); f();
var_dump((new ReflectionFunction('f'))->getStaticVariables());
function g() { static $x = 5; }
var_dump((new ReflectionFunction('g'))->getStaticVariables());
$y = 3;
$cl = function() use ($y) { static $z = 2; return $z; };
var_dump((new ReflectionFunction($cl))->getStaticVariables());
class A { function m() { static $n = 0; $n++; } }
(new A)->m();
var_dump((new ReflectionMethod('A','m'))->getStaticVariables());
class B extends A {}
(new B)->m();
var_dump((new ReflectionMethod('B','m'))->getStaticVariables());
var_dump((new ReflectionFunction('strlen'))->getStaticVariables());
function gen() { static $calls = 0; $calls++; yield $calls; }
foreach (gen() as $v) {}
var_dump((new ReflectionFunction('gen'))->getStaticVariables());
function withConst() { static $k = PHP_INT_SIZE, $arr = ['a' => 1]; }
var_dump((new ReflectionFunction('withConst'))->getStaticVariables());
