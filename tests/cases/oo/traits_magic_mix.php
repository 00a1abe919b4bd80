<?php
// Traits, magic methods (including first-class callables over __call), readonly, ArrayAccess.
trait T { public static $count = 0; abstract public function name(): string; public function hi() { static::$count++; return "hi " . $this->name() . " " . self::class . " " . static::class . " " . __TRAIT__ . " " . __CLASS__; } }
class A { use T; function name(): string { return "a"; } }
class B { use T { hi as protected hello; } function name(): string { return "b"; } function x() { return $this->hello(); } }
echo (new A)->hi(), "\n", (new B)->x(), "\n";
var_dump(A::$count, B::$count);
try { (new B)->hello(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(class_uses(new A));
$m = (new A)->hi(...); echo $m(), "\n";
$s = A::class; 
class C { public function __call($n, $a) { return "$n:" . implode(',', $a); } public static function __callStatic($n, $a) { return "static $n"; } }
$c = new C; echo $c->foo(1, 2), "\n", C::bar(), "\n";
$fc = $c->magic(...); echo $fc(3), "\n";
$fs = C::smagic(...); echo $fs(), "\n";
class D { public function __get($n) { echo "get $n\n"; return 5; } public function __isset($n) { echo "isset $n\n"; return true; } public function __unset($n) { echo "unset $n\n"; } public function __set($n, $v) { echo "set $n\n"; } }
$d = new D; var_dump(isset($d->x), empty($d->y), $d->z ?? 'def'); unset($d->q); $d->w = 1; $d->arr[] = 1;
class E2 { public readonly array $a; function __construct() { $this->a = [1]; } function mod() { $this->a[] = 2; } }
try { (new E2)->mod(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$o = new E2; try { $r = &$o->a; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $o2 = new E2; $o2->a = [3]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
final class F { final public const X = 1; }
var_dump(F::X);
abstract class G { public function __construct(protected int $n = 3) {} abstract protected function f(int $x): int; }
class H extends G { protected function f(int $x, int $y = 2): int { return $x + $y + $this->n; } function g() { return $this->f(1); } }
var_dump((new H)->g());
var_dump(new H instanceof G);
$arr = [new H, 'g']; var_dump($arr());
var_dump(is_callable([new H, 'f']), is_callable('H::g'));
echo json_encode(new class { public $a = 1; protected $b = 2; public $c = [1.0, null]; }), "\n";
class J implements JsonSerializable { function jsonSerialize(): mixed { return ['j' => true]; } } echo json_encode([new J]), "\n";
class K implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([1,2]); } } foreach (new K as $k => $v) echo "$k=$v ";
echo "\n";
class L implements Countable, ArrayAccess { private $d = []; function count(): int { return 42; } function offsetExists($o): bool { return isset($this->d[$o]); } function offsetGet($o): mixed { return $this->d[$o] ?? null; } function offsetSet($o, $v): void { if ($o === null) $this->d[] = $v; else $this->d[$o] = $v; } function offsetUnset($o): void { unset($this->d[$o]); } }
$l = new L; $l[] = 1; $l['x'] = 2; var_dump(count($l), $l['x'], isset($l['x']), isset($l['y']), $l[0]); unset($l['x']); var_dump(isset($l['x']));
$l['arr'] = []; $l['arr'][] = 5;
