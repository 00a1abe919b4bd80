<?php
// Method and static calls with arguments of every kind: the order in which
// arguments are evaluated, sent and checked against the method must be php's.
class M {
    public $log = [];
    public function two($a, $b) { return "$a/$b"; }
    public function opt($a, $b = 10, $c = 20) { return $a + $b + $c; }
    public function byRef(&$x, $y) { $x .= "!"; return $y; }
    public function typed(int $n, string $s): string { return str_repeat($s, $n); }
    public function self() { return $this; }
    public function count(...$xs) { return count($xs); }
    public static function st($a, $b) { return $a * $b; }
    public function __call($n, $args) { return "__call $n(" . implode(",", $args) . ")"; }
}
function side($tag) { echo "side $tag\n"; return $tag; }

$m = new M();
$x = 1; $y = 2;
echo $m->two($x, $y), "\n";
echo $m->two($x, side("b")), "\n";
echo $m->two(side("a"), $y), "\n";
echo $m->two(side("a"), side("b")), "\n";
echo $m->two($x, $x = 5), "\n";
echo $m->two($x++, $x), "\n";
echo $m->opt(1), " ", $m->opt(1, 2), " ", $m->opt(1, 2, 3), "\n";
$s = "ref";
echo $m->byRef($s, $x), " ", $s, "\n";
echo $m->typed(3, "ab"), "\n";
echo $m->typed("2", "cd"), "\n";
echo $m->self()->self()->two("p", "q"), "\n";
echo $m->count(1, 2, 3), " ", $m->count(), "\n";
echo M::st(6, 7), " ", M::st($x, $y), "\n";
echo $m->magic(1, $y, "z"), "\n";
echo $m->two($undef1, $y), "\n";
echo $m->two($y, $undef2), "\n";
try { echo $m->two(1), "\n"; } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo $m->typed("x", "y"), "\n"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $n = null; $n->two(side("never"), $y); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->byRef(side("lit"), side("after")); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { M::nope(side("s1"), $y); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// Many arguments, some extra.
class Many { public function f($a, $b, $c, $d, $e) { return func_get_args(); } }
echo implode(",", (new Many)->f(1, 2, 3, 4, 5, 6, 7)), "\n";
$k = new Many();
for ($i = 0; $i < 3; $i++) { echo implode(",", $k->f($i, $i + 1, "x", 2.5, true)), "\n"; }
// A temporary object as the receiver dies after its call.
class D { public function __destruct() { echo "D gone\n"; } public function hi($v) { echo "hi $v\n"; return $v; } }
echo (new D)->hi(side("arg")), "\n";
echo "end\n";
