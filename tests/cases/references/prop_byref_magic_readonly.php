<?php
// References to overloaded (__get) and readonly properties, and to ArrayAccess offsets.
class Magic {
    private $data = ['x' => [3, 1, 2]];
    public function __get($n) { echo "get $n\n"; return $this->data[$n] ?? null; }
    public function __set($n, $v) { echo "set $n\n"; $this->data[$n] = $v; }
}
$m = new Magic;
sort($m->x);
var_dump($m->x);
function f(&$x) { $x = 9; }
f($m->y);
$m->x[] = 4;
$ref = &$m->x;
$ref[] = 5;
foreach ($m->x as &$v) { $v = 0; }
unset($v);
var_dump($m->x);
class Ro {
    public readonly array $a;
    public readonly int $i;
    public function __construct() { $this->a = [2, 1]; }
    public function s() { sort($this->a); }
    public function init() { $r = &$this->i; }
    public function fe() { foreach ($this->a as &$v) {} }
    public function push() { $this->a[] = 3; }
}
$r = new Ro;
foreach (['s', 'init', 'fe', 'push'] as $meth) {
    try { $r->$meth(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { $x = &$r->i; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { sort($r->a); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($r);
$ao = new ArrayObject(['k' => [3, 2, 1]]);
sort($ao['k']);
var_dump($ao['k']);
class Acc implements ArrayAccess {
    private $d = ['k' => [2, 1]];
    public function offsetExists($o): bool { return isset($this->d[$o]); }
    public function offsetGet($o): mixed { echo "offsetGet $o\n"; return $this->d[$o]; }
    public function offsetSet($o, $v): void { echo "offsetSet $o\n"; $this->d[$o] = $v; }
    public function offsetUnset($o): void {}
}
$acc = new Acc;
sort($acc['k']);
var_dump($acc['k']);
