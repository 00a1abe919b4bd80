<?php
// A::$s = &$x makes the static property name $x's reference; rebinding it again, reading it in between, and subclasses sharing it.
class A { public static $s = 'init'; public static $t; }
class B extends A {}
function b(&$v) { A::$s = &$v; }
$q = 1; b($q); $t = A::$s; b($q); var_dump(A::$s);
$q = 5; var_dump(A::$s, B::$s);
A::$s = 9; var_dump($q);
$r = 2; A::$s = &$r; var_dump(A::$s, $q);
$r = 3; var_dump(B::$s);
B::$s = &$q; var_dump(A::$s);
A::$t = &$r; A::$s = &$r; A::$s = 'both'; var_dump($r, A::$t);
$x = &A::$s; $x = 'via x'; var_dump($r);
A::$s = &A::$t; var_dump(A::$s);
$arr = [1, 2]; A::$s = &$arr[0]; A::$s = 10; var_dump($arr);
function &g() { static $z = 'static z'; return $z; }
A::$s = &g(); var_dump(A::$s);
$o = new stdClass; $o->p = 'prop'; A::$s = &$o->p; $o->p = 'changed'; var_dump(A::$s);
echo "ok\n";
