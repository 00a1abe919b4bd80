<?php
class Base { public function hello() { return "Base::hello"; } public function bye() { return "Base::bye"; } }
trait SaysHello { public function hello() { return "Trait::hello then " . parent::hello(); } public function bye() { return "Trait::bye"; } }
class Child extends Base {
    use SaysHello;
    public function bye() { return "Child::bye"; }
}
$c = new Child;
echo $c->hello(), "\n", $c->bye(), "\n";
trait Inner { public function inner() { return "inner"; } }
trait Outer { use Inner; public function outer() { return "outer+" . $this->inner(); } }
class UsesOuter { use Outer; }
$u = new UsesOuter;
echo $u->outer(), "\n";
print_r(class_uses($u));
print_r(class_uses('Outer'));
