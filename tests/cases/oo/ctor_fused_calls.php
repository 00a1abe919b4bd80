<?php
// `new C(args)` whose arguments are variables and literals is one fused
// constructor call; every unusual case must still behave as php's sequence.
class P {
    public function __construct(public int $x, public ?int $y = null) {}
}
class NoCtor { public $a = 1; }
class Priv {
    private function __construct($v) { echo "priv $v\n"; }
    public static function make($v) { return new Priv($v); }
}
class ByRef {
    public function __construct(&$r) { $r++; }
}
class Thrower {
    public function __construct($m) { throw new RuntimeException($m); }
}
class Variadic {
    public function __construct(...$xs) { echo count($xs), " args\n"; }
}
class Base { public $v; public function __construct($v) { $this->v = $v; } }
class Child extends Base { public $tag = 't'; }

$i = 3;
$s = "7";
var_dump(new P($i, 4), new P($s), new P(1.0, null));
var_dump(new NoCtor(), new NoCtor(1, $i));
$q = new NoCtor;
var_dump($q);
var_dump(Priv::make(2));
$n = 1;
new ByRef($n);
var_dump($n);
new Variadic(1, 2, $i);
var_dump(new Child($i));
$u = new P($undefined ?? 5);
var_dump($u);
function f() { return new P($GLOBALS['i'], true); }
var_dump(f());
for ($k = 0; $k < 3; $k++) { $objs[] = new P($k, $k); }
var_dump(array_map(fn($o) => spl_object_id($o), $objs));
$a = new NoCtor(print("side effect\n"));
for ($k = 0; $k < 3; $k++) { $t = new NoCtor; echo spl_object_id($t), " "; }
echo "\n";
try { new P(); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new P("x"); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new Priv(1); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new ByRef(5); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new Thrower("boom"); } catch (RuntimeException $e) { echo $e->getMessage(), " line ", $e->getLine(), "\n", $e->getTraceAsString(), "\n"; }
unset($e);
$w = new P($nope);
