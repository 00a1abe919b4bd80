<?php
class A {
    public function isSelf($o) { return $o instanceof self; }
    public function isStatic($o) { return $o instanceof static; }
    public static function who() { return get_called_class(); }
}
class B extends A {
    public function isParent($o) { return $o instanceof parent; }
}
$a = new A; $b = new B;
var_dump($a->isSelf($b), $b->isSelf($a), $b->isStatic($a), $a->isStatic($b), $b->isParent($a));
var_dump($a instanceof $b, $b instanceof $a);
$cls = 'A';
var_dump($b instanceof $cls);
echo A::who(), " ", B::who(), "\n";
class_alias('A', 'AliasA');
var_dump(new AliasA instanceof A, get_class(new AliasA));
print_r(get_class_vars('B'));
