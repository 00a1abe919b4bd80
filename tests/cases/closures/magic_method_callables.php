<?php
// Callables that reach __call/__callStatic: first-class callable syntax,
// array and string callables, closures made from them (rebinding, invoke, var_dump).
class C {
    public function __call($n, $a) { return "call $n:" . implode(",", $a); }
    public static function __callStatic($n, $a) { return "static $n:" . implode(",", $a); }
    public function real($x) { return "real $x"; }
}
$c = new C;
$f = $c->magic(...); echo $f(1, 2), "\n";
$g = C::smagic(...); echo $g(3), "\n";
echo call_user_func([$c, 'viaCuf'], 4), "\n";
echo call_user_func('C::viaStr', 5), "\n";
echo call_user_func(['C', 'viaArr'], 6), "\n";
echo implode(" | ", array_map([$c, 'mapped'], [7, 8])), "\n";
echo implode(" | ", array_map($c->mapped2(...), [9])), "\n";
$h = Closure::fromCallable([$c, 'fc']); echo $h(10), "\n";
$arr = [$c, 'dyn']; echo $arr(11), "\n";
$str = 'C::dyns'; echo $str(12), "\n";
echo call_user_func_array($f, [1, 2]), "\n";
var_dump(is_callable([$c, 'anything']), is_callable('C::anything'));
echo $c->real(...)(13), "\n";
class NoMagic {}
try { $x = [new NoMagic, 'nope']; $x(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$f = $c->magic(...);
var_dump($f);
echo $f->__invoke(1), "\n";
echo (new ReflectionFunction($f))->invoke(2), "\n";
echo (new ReflectionFunction($f))->getName(), "\n";
$g = C::sm(...);
var_dump($g);
echo $g->__invoke(3), "\n";
$b = Closure::bind($f, new C, C::class); echo $b(4), "\n";
echo call_user_func($f, 5), "\n";

