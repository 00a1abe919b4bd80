<?php
class Calc {
    private $base = 100;
    public function add($x) { return $this->base + $x; }
    public static function twice($x) { return 2 * $x; }
    private function secret() { return "secret " . $this->base; }
    public function exposeSecret() { return $this->secret(...); }
    public function viaStatic() { return static::twice(...); }
}
$c = new Calc;
$add = $c->add(...);
var_dump($add instanceof Closure);
echo $add(5), "\n";
$tw = Calc::twice(...);
echo $tw(21), "\n";
$s = $c->exposeSecret();
echo $s(), "\n";
echo ($c->viaStatic())(4), "\n";
$len = strlen(...);
echo $len("hello"), "\n";
var_dump($len instanceof Closure);
$name = 'strtoupper';
$up = $name(...);
echo $up("abc"), "\n";
$inv = $add(...);
echo $inv(1), "\n";
try { $u = undefined_fn(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $m = $c->missing(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo implode(" ", array_map(trim(...), [" a ", " b"])), "\n";
