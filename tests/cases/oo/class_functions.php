<?php
interface I0 {}
interface I extends I0 {}
interface J {}
interface K extends J, I0 {}
class A implements I {}
class B extends A implements K, Stringable { function __toString(): string { return ""; } }
print_r(class_implements(new B));
print_r(class_implements('A'));
print_r(class_parents(new B));
var_dump(class_implements('Nope'));
enum E: int implements J { case X = 1; }
print_r(class_implements(E::X));
class V { public $a = 1; protected $b = 2; private $c = 3; public static $s = 4; public int $t; public ?int $u = null; }
print_r(get_class_vars('V'));
class W extends V { function f() { return get_class_vars('V'); } }
print_r((new W)->f());
var_dump(get_class_vars('Nope'));
