<?php
// Methods of one class reading and writing properties of objects of another
// (inherited constructors, helpers): public properties are reached, a private
// property of the running class with the same name shadows them, protected
// and private ones of the other class are refused with php's messages.
class Node {
    public $value;
    public $next = null;
    public function __construct($value) { $this->value = $value; }
    public function read($o) { return $o->value; }
}
class Tagged extends Node { public $tag = 't'; }
class TNode {
    public int $value = 0;
    public function __construct($value) { $this->value = $value; }
}
class Typed extends TNode {}
class Other {
    public $value = 'other';
    protected $prot = 'p';
    private $priv = 'q';
}

$t = new Tagged(5);
var_dump($t->value, $t->tag);
var_dump($t->read(new Other), $t->read($t));
$ty = new Typed("12");
var_dump($ty->value);
try {
    new Typed("abc");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}

class Shadow {
    private $x = 'Shadow private';
    public function get($o) { return $o->x; }
    public function set($o, $v) { $o->x = $v; return $o->x; }
}
class ShadowChild extends Shadow { public $x = 'child public'; }
class Unrelated { public $x = 'unrelated public'; }
$s = new Shadow;
foreach ([new ShadowChild, new Unrelated, new ShadowChild, $s] as $o) {
    echo get_class($o), ": ", $s->get($o), " | ", $s->set($o, 'set'), "\n";
}

class Peeker {
    public function peek($o, $n) {
        try {
            return $o->$n;
        } catch (Error $e) {
            return $e->getMessage();
        }
    }
    public function prot($o) {
        try { return $o->prot; } catch (Error $e) { return $e->getMessage(); }
    }
    public function priv($o) {
        try { return $o->priv; } catch (Error $e) { return $e->getMessage(); }
    }
}
$p = new Peeker;
$o = new Other;
echo $p->peek($o, 'value'), "\n", $p->prot($o), "\n", $p->priv($o), "\n";
echo $p->prot($o), "\n";
unset($o->value);
echo $p->peek($o, 'value') ?? 'null', "\n";

class RO {
    public function __construct(public readonly int $id) {}
}
class Writer {
    public function write($o) {
        try { $o->id = 9; } catch (Error $e) { echo $e->getMessage(), "\n"; }
        return $o->id;
    }
}
var_dump((new Writer)->write(new RO(3)));
