<?php
// `[..., &$x] = <place>` binds to the elements of the place itself (fetched for writing),
// not to a copy: properties, static properties, array elements, variable variables, magic __get.
$o = new stdClass;
$o->list = [1, 2, 3];
[$a, &$b] = $o->list;
$b = 'x';
var_dump($o->list);
class C { public static $s = [1, 2]; public $p = [[1, 2]]; }
[, &$c] = C::$s;
$c = 'static';
var_dump(C::$s);
$k = new C;
[[, &$d]] = $k->p;
$d = 'nested';
var_dump($k->p);
$arr = ['x' => [1, 2]];
['x' => [, &$e]] = $arr;
$e = 'keyed';
var_dump($arr);
$arr = ['x' => [1, 2]];
[&$a] = $arr['x'];
$a = 'via index';
var_dump($arr);
$o = new stdClass;
[, &$u] = $o->missing;
$u = 'made';
var_dump($o);
$r = ([$p, &$q] = $arr['x']);
$q = 'q';
var_dump($r, $arr);
$name = 'vv';
$vv = [1, 2];
[&$w] = $$name;
$w = 'varvar';
var_dump($vv);
class M { private $d = ['l' => [1, 2]]; public function &__get($n) { return $this->d[$n]; } }
$m = new M;
[&$g] = $m->l;
$g = 'magic';
var_dump($m);
$ao = new ArrayObject(['z' => [1, 2]]);
try { [&$h] = $ao['z']; $h = 'ao'; } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump($ao['z']);
$n = null;
[&$i] = $n['k'];
var_dump($n);
