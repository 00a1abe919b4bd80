<?php
// Objects of one class created and dropped in turn: each new object starts
// from the declared defaults, whatever the dead ones held (values, dynamic
// properties, unset or uninitialised typed properties, references).
#[AllowDynamicProperties]
class P {
    public $a = 1;
    protected $b = [1, 2];
    private $c = 'c';
    public ?P $next = null;
    public function poke() { $this->b[] = 3; $this->c .= 'x'; }
}
class T {
    public int $x;
    public string $s = 's';
    public ?int $y;
}
function show($o) { var_dump($o); echo json_encode((array) $o), "\n"; }

$o = new P; $o->a = 5; $o->poke(); $o->dyn = 'd'; unset($o);
show(new P);
$o = new P; unset($o->a); unset($o);
show(new P);
$o = new P; $r = &$o->a; $r = 42; unset($o);
var_dump($r);
show(new P);
$o = new P; $o->next = new P; $o->next->a = 7; unset($o);
$list = [];
for ($i = 0; $i < 5; $i++) { $list[] = new P; }
foreach ($list as $p) { echo spl_object_id($p), ' '; }
echo "\n";
$list = null;
show(new P);

$t = new T; $t->y = 3; $t->x = 1; unset($t);
show(new T);
$t = new T; $t->x = 2; unset($t);
$t = new T;
try { echo $t->x; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$t->y = null; $t->x = 9;
show($t);
$t2 = clone $t; $t2->x = 10; unset($t);
show(new T);
show($t2);

// Two classes through one property-access site and one call site.
class A { public $v = 'a'; function who() { return 'A'; } }
class B { public $w = 0; public $v = 'b'; function who() { return 'B'; } }
$objs = [new A, new B, new A, new B];
foreach ($objs as $k => $x) {
    $x->v .= $k;
    echo $x->v, ' ', $x->who(), "\n";
}
