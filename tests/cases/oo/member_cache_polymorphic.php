<?php
// One property/method site sees objects of several classes in turn: the
// answer remembered for one class must never be reused for another.
class A { public $x = 'A.x'; public function m() { return 'A::m'; } }
class B { private $x = 'B.x'; private function m() { return 'B::m'; } }
class C extends A { public $x = 'C.x'; public function m() { return 'C::m'; } }
class D { protected $x = 'D.x'; public $y = 1; }
class E { public $y = 2; public $x = 'E.x'; }

function get($o) { return $o->x; }
function set($o, $v) { $o->x = $v; return $o->x; }
function call($o) { return $o->m(); }

foreach ([new A, new B, new C, new A, new D, new E, new B, new E] as $o) {
    foreach (['get', 'call'] as $f) {
        try {
            echo get_class($o), " $f: ", $f($o), "\n";
        } catch (Error $e) {
            echo get_class($o), " $f: ", get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
    try {
        echo get_class($o), " set: ", set($o, 'new'), "\n";
    } catch (Error $e) {
        echo get_class($o), " set: ", $e->getMessage(), "\n";
    }
}

// Inside a class: its own private members hit, other classes' do not.
class P {
    private $secret = 'P secret';
    private function hidden() { return 'P hidden'; }
    public function peek($o) {
        try {
            return $o->secret . ' / ' . $o->hidden();
        } catch (Error $e) {
            return $e->getMessage();
        }
    }
}
class Q extends P { public $secret = 'Q secret'; public function hidden() { return 'Q hidden'; } }
class R { public $secret = 'R secret'; }
$p = new P;
foreach ([$p, new Q, new P, new R, $p] as $o) {
    echo get_class($o), ": ", $p->peek($o), "\n";
}

// Dynamic names share no entry with literal ones.
$n = 'x';
foreach ([new A, new E, new D] as $o) {
    try {
        echo $o->$n, " ", $o->{'x'}, "\n";
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
