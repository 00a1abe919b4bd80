<?php
// `$this->m(...)` calls of methods the class declares: argument evaluation
// order, warnings, overrides in subclasses, private/static methods, by-ref.
function side($t) { echo "side $t\n"; return $t; }
class Base {
    protected $n = 0;
    public function add($x, $y = 1) { $this->n += $x * $y; return $this; }
    private function priv($a) { return "Base::priv($a)"; }
    public static function st($a) { return "st($a)"; }
    public function ref(&$r) { $r .= "!"; }
    public function typed(int $i): int { return $i * 2; }
    public function run($a, $b) {
        echo $this->priv($a . $b), "\n";
        echo $this->add(side(1), side(2))->n, "\n";
        echo $this->add($a, $a = 3)->n, "\n";
        echo $this->add($a ^ $b)->n, "\n";
        echo $this->st(side("s")), "\n";
        $s = "x";
        $this->ref($s);
        echo $s, "\n";
        echo $this->typed("21"), "\n";
        echo $this->typed(side(4)), "\n";
        echo $this->add($undef, side(5))->n, "\n";
        $f = function ($v) { return $this->priv($v); };
        echo $f(side("closure")), "\n";
        $g = fn($v) => $this->add($v)->n;
        echo $g(100), "\n";
        try { $this->typed(side("bad")); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
        try { $this->add(); } catch (ArgumentCountError $e) { echo get_class($e), "\n"; }
        return $this->n;
    }
    public function __call($m, $a) { return "__call $m"; }
}
class Child extends Base {
    public function add($x, $y = 10) { echo "Child::add\n"; return parent::add($x, $y); }
    private function priv($a) { return "Child::priv($a)"; }
}
echo (new Base)->run(2, 5), "\n";
echo (new Child)->run(2, 5), "\n";
trait T {
    public function hello($x) { return $this->greet(side($x)); }
}
class UsesT {
    use T;
    public function greet($x) { return "hi $x"; }
}
echo (new UsesT)->hello("t"), "\n";
class Stat {
    public static function make() { return new static; }
    public function go() { return $this->val(side("go")); }
    public function val($v) { return "val $v"; }
}
echo Stat::make()->go(), "\n";
