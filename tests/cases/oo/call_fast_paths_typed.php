<?php
// Calls that take the VM's fast paths: typed parameters given values of
// their type (and values that must be converted), return types, `new` and
// static calls by literal class names in any spelling, constructors that
// are not public, `static` binding, and objects returned from methods.
class Base {
    public static function make(): static { return new static(); }
    public function who() { return static::class . "/" . get_called_class(); }
}
class Child extends Base {}
class Calc {
    public function __construct(public int $x = 0, public ?float $y = null) {}
    public function add(int $a, float $b, string $s = "s", ?array $arr = null, bool $flag = false, mixed $m = 1): string {
        return var_export([$a, $b, $s, $arr, $flag, $m], true);
    }
    public function half(int $n): float { return $n / 2; }
    public function num($v): int { return $v; }
    public function self() { return $this; }
    public function arr() { $a = [$this->x, $this->y]; return $a; }
    public function str() { return "x=" . $this->x; }
    public static function twice(int $n): int { return $n * 2; }
    public function trace() { $t = (new Exception)->getTrace(); return $t[0]["class"] . $t[0]["type"] . $t[0]["function"]; }
}
class Priv {
    private function __construct(public $v) {}
    public static function create($v) { return new Priv($v); }
}
abstract class Abs { public function __construct() {} }
$c = new Calc(3, 4);
var_dump($c);
$c2 = new calc(7);
var_dump($c2->x, $c2->y);
echo $c->add(1, 2.5), "\n";
echo $c->add(1, 2), "\n";
echo $c->add("3", "4.5", 5, [1], 1, null), "\n";
echo $c->add(true, false, "t", null, true, [2]), "\n";
try { echo $c->add("x", 1), "\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { echo $c->add(1, 1, [], null), "\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { echo $c->add(1), "\n"; } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->half(3), $c->half(4), $c->num("12"), $c->num(5));
try { $c->num("zz"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $c->num(1.5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->self() === $c, $c->arr(), $c->str());
$r = $c->self()->self()->str();
var_dump($r);
var_dump(Calc::twice(21), calc::twice(2), \Calc::twice(3), CALC::twice("4"));
var_dump(Child::make()->who(), Base::make()->who(), (new Child)->who());
class_alias('Calc', 'Alias');
var_dump((new Alias(9))->x, Alias::twice(5));
var_dump(Priv::create(5)->v);
try { new Priv(1); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new Abs(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo $c->trace(), "\n";
$f = $c->add(...);
echo $f(9, 9.5), "\n";
$g = Closure::fromCallable([$c, 'str']);
echo $g(), "\n";
function typed(int $a, string ...$rest) { return $a . ":" . implode(",", $rest); }
echo typed(1, "a", "b"), "\n";
function typed2(int|string $a, iterable $it = []) { return gettype($a) . count($it); }
echo typed2(1), typed2("s", [1, 2]), typed2(1.0), "\n";
function byref(int &$r) { $r++; }
$v = 1; byref($v); var_dump($v);
