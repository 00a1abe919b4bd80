<?php
class D {
    public $p = 1;
    protected $q = 2;
    public int $t = 2;
    public function __get($n) { echo "__get $n\n"; return 42; }
    public function __set($n, $val) { echo "__set $n\n"; }
    public function __isset($n) { echo "__isset $n\n"; return true; }
    public function __unset($n) { echo "__unset $n\n"; }
    public function inside() { unset($this->q); $this->q = 3; var_dump(isset($this->q), $this->q); }
}
$d = new D;
unset($d->p);
var_dump($d->p);
$d->p = 5;
var_dump(isset($d->p), empty($d->p));
unset($d->p);
var_dump($d);
$d->inside();
class E { public $a = 1; public $b = 2; }
$e = new E;
unset($e->a);
$e->a = 3;
var_dump($e);
class F {
    public $x = 1;
    public function __set($n, $v) { echo "__set $n\n"; $this->$n = $v; }
}
$f = new F;
unset($f->x);
$f->x = 7;
var_dump($f);
$f->x = 8;
var_dump($f);
