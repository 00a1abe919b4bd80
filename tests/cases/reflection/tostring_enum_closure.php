<?php
enum E: int { case A = 1; const B = self::A; function f(): int { return 1; } }
class K { const T = true; const F = false; const N = null; const FL = 1.5; final public const S = "a'b"; const EN = E::A;
  function r(): int { return 1; } function &rr() { static $x; return $x; }
  function d($a = true, $b = false, $c = 1.0, $d = 0.1, $e = ['a' => 1, 'b' => [2]], $f = E::A, $g = -5, $h = "x\ny") {}
}
abstract class Ab { abstract protected function x(); public function __destruct() {} }
trait T { public $tp = 1; function tm() {} }
class UT { use T; }
echo new ReflectionClass('E');
echo new ReflectionClass('K');
echo new ReflectionClass('Ab');
echo new ReflectionClass('T');
echo new ReflectionClass('UT');
class P { public $a; } $p = new P; $p->dyn = 1;
echo new ReflectionObject($p);
echo new ReflectionProperty($p, 'dyn');
$fn = fn(int $x): int => $x;
echo new ReflectionFunction($fn);
class WithClosure { function m() { return function() { static $q; }; } }
echo new ReflectionFunction((new WithClosure)->m());

