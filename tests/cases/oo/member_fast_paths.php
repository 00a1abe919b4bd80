<?php
// Property and method access from global code, from the declaring class and
// from related classes: private shadowing, protected members, typed and
// readonly properties, static calls, and destructors of overwritten values.
class A {
    private $x = 'A-private';
    protected $p = 'A-protected';
    public $pub = 1;
    public int $n = 0;
    public function readX(A $o) { return $o->x; }
    public function setN($v) { $this->n = $v; return $this->n; }
    private function secret() { return 'A::secret'; }
    public function callSecret(A $o) { return $o->secret(); }
    public static function make() { return new static(); }
}
class B extends A {
    public $x = 'B-public';
    public function readP() { return $this->p; }
    public function secret() { return 'B::secret'; }
}
class D { public $v; function __construct($v) { $this->v = $v; } function __destruct() { echo "destruct {$this->v}\n"; } }
class Holder { public $d; public readonly int $r; function __construct() { $this->r = 5; } }

$a = new A();
$b = new B();
echo $b->x, " ", $a->readX($b), " ", $b->readP(), "\n";
echo $a->callSecret($b), " ", $b->secret(), "\n";
echo $a->setN("42"), " ", gettype($a->n), "\n";
$a->n = 7.0;
var_dump($a->n);
try { $a->n = "abc"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { echo $a->x; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo $a->p; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->secret(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo get_class(B::make()), " ", get_class(A::make()), "\n";
$h = new Holder();
try { $h->r = 6; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$h->d = new D(1);
$h->d = new D(2);
echo "after overwrite\n";
$h->d = new D(3);
echo "end\n";
$a->pub += 10;
$a->pub++;
echo $a->pub, "\n";
var_dump($a);
