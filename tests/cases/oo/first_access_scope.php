<?php
// A method's first property access or method call (before anything else
// has looked up its class scope), then loops over the same accesses:
// private and protected members from the declaring class, a subclass, a
// parent's method on a subclass object, a trait, closures and statics.
trait Counts {
    private $tc = 0;
    public function tick() { $this->tc++; return $this->tc; }
}
class A {
    use Counts;
    private $p = 1;
    protected $q = 2;
    public $r = 3;
    public function bump() { $this->p++; $this->q += 2; return $this->p + $this->q; }
    public function readOther(A $o) { return $o->p; }
    private function priv() { return "A::priv"; }
    public function callPriv() { return $this->priv(); }
}
class B extends A {
    private $p = 100;
    public function mine() { $this->p++; return $this->p; }
    public function parentQ() { $this->q++; return $this->q; }
    private function priv() { return "B::priv"; }
}
class Other {
    public function poke(A $a) {
        try { return $a->p; } catch (Error $e) { return $e->getMessage(); }
    }
    public function pokeQ(A $a) {
        try { $a->q++; } catch (Error $e) { return $e->getMessage(); }
        return "no error";
    }
}
$b = new B();
for ($i = 0; $i < 3; $i++) {
    echo $b->mine(), " ", $b->bump(), " ", $b->parentQ(), " ", $b->tick(), " ", $b->callPriv(), "\n";
}
$a = new A();
for ($i = 0; $i < 3; $i++) {
    echo $a->bump(), " ", $a->tick(), " ", $a->readOther($b), " ", $a->callPriv(), "\n";
}
$o = new Other();
echo $o->poke($a), "\n", $o->pokeQ($a), "\n";
var_dump($a, $b);
$f = function () { $this->p += 10; return $this->p; };
$g = Closure::bind($f, $b, A::class);
$h = Closure::bind($f, $b, B::class);
echo $g(), " ", $h(), " ", $g(), "\n";
class S {
    private static $n = 0;
    private $v = 5;
    public static function make() { $s = new S(); $s->v++; self::$n++; return $s->v + self::$n; }
}
echo S::make(), " ", S::make(), "\n";
$anon = new class { private $x = 1; public function go() { for ($i = 0; $i < 5; $i++) { $this->x *= 2; } return $this->x; } };
echo $anon->go(), "\n";
