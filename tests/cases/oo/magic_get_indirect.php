<?php
class M {
    private $data = ['a' => [1], 'n' => 1, 'o' => null];
    public function &__get($n) { echo "get $n\n"; return $this->data[$n]; }
    public function dump() { var_dump($this->data); }
}
$m = new M;
$m->a[] = 2;
$m->a['k'] = 'v';
$m->n++;
$m->n .= "x";
$r = &$m->a;
$r[] = 3;
$m->dump();
var_dump($m->n);
class V {
    private $data = ['a' => [1], 'c' => 5];
    public function __get($n) { echo "get $n\n"; return $this->data[$n] ?? null; }
}
$v = new V;
$v->a[] = 2;
$v->a['k'] = 2;
$x = &$v->a;
$x[] = 9;
var_dump($v);
class W {
    public $log = [];
    public function __get($n) { echo "get $n\n"; return 10; }
    public function __set($n, $val) { echo "set $n = ", var_export($val, true), "\n"; }
}
$w = new W;
$w->c += 5;
$w->c++;
--$w->d;
$w->e .= "s";
$w->f **= 2;
var_dump($w->c++, ++$w->c);
