<?php
trait Hello { public function hi() { return "Hello"; } }
trait World { public function hi() { return "World"; } }
trait HelloWorld {
    use Hello, World { Hello::hi insteadof World; World::hi as protected wHi; }
    public function both() { return $this->hi() . " " . $this->wHi(); }
}
class Greeter { use HelloWorld; }
$g = new Greeter;
echo $g->both(), "\n";
echo $g->hi(), "\n";
print_r(get_class_methods($g));
var_dump(method_exists($g, 'wHi'));
print_r(class_uses($g));
trait Counter { public function inc() { static $c = 0; return ++$c; } }
class C1 { use Counter; }
class C2 { use Counter; }
$a = new C1; $b = new C1; $c = new C2;
echo $a->inc(), $a->inc(), $b->inc(), $c->inc(), "\n";
