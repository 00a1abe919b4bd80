<?php
trait A { public function talk() { return "A::talk"; } public function big() { return "A::big"; } }
trait B { public function talk() { return "B::talk"; } public function big() { return "B::big"; } }
class Talker {
    use A, B {
        B::talk insteadof A;
        A::big insteadof B;
        B::big as bigB;
        A::talk as protected aTalk;
        B::talk as loud;
    }
    public function callA() { return $this->aTalk(); }
}
$t = new Talker;
echo $t->talk(), "\n", $t->big(), "\n", $t->bigB(), "\n", $t->callA(), "\n", $t->loud(), "\n";
try { $t->aTalk(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
trait V { public function hidden() { return "hidden"; } }
class W { use V { hidden as private; } public function show() { return $this->hidden(); } }
$w = new W; echo $w->show(), "\n";
try { $w->hidden(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
class X { use V { hidden as public shown; } }
$x = new X; echo $x->shown(), $x->hidden(), "\n";
print_r(get_class_methods('Talker'));
