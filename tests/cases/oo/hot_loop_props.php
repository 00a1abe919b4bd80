<?php
// Property reads, writes and `op=` inside loops (the hot loop's object
// paths), with every case that must leave them: typed, readonly,
// uninitialised, magic, references, overflow, destructors, ids.
class P {
    public $x = 0;
    public $y = 1.5;
    public $next = null;
    public int $n = 0;
    public ?P $link = null;
    public function __construct(public $id = 0) {}
}
class D {
    public $v = 0;
    public function __construct(public $name) {}
    public function __destruct() { echo "destruct {$this->name}\n"; }
}
class R {
    public function __construct(public readonly int $r = 1) {}
}
class M {
    public $x = 1;
    private $hidden = 2;
    public function __get($n) { echo "__get($n)\n"; return 7; }
    public function __set($n, $v) { echo "__set($n)\n"; }
}
class T {
    public int $t;
    public float $f = 0.0;
    public string $s = "";
}

// Counting loops over one object.
$o = new P();
for ($i = 0; $i < 10; $i++) {
    $o->x += $i;
    $o->y *= 2;
    $o->n++;
    $a = $o->n++;
    $b = ++$o->n;
    $c = $o->x - $o->y;
}
var_dump($o->x, $o->y, $o->n, $a, $b, $c);

// Overflow into a float in the middle of a loop.
$o->x = PHP_INT_MAX - 3;
for ($i = 0; $i < 6; $i++) {
    $o->x += 1;
}
var_dump($o->x);
$o->x = PHP_INT_MAX - 2;
for ($i = 0; $i < 4; $i++) {
    $o->x++;
}
var_dump($o->x);

// foreach over objects: read, write, op=, a call now and then.
$ps = [];
for ($i = 0; $i < 8; $i++) {
    $ps[] = new P($i);
}
for ($step = 0; $step < 5; $step++) {
    foreach ($ps as $p) {
        $q = $p;
        $q->x += $p->id;
        if ($p->x % 3 == 0) {
            $p->y = $p->y + 1;
        }
        $p->n = $p->x;
    }
}
foreach ($ps as $k => $p) {
    echo $k, ": ", $p->x, " ", $p->y, " ", $p->n, "\n";
}

// Typed properties: converted, rejected, and never initialised.
$t = new T();
for ($i = 0; $i < 3; $i++) {
    $t->f = $i;       // int into float: converted
    $t->s = $i;       // int into string: converted
}
var_dump($t->f, $t->s);
for ($i = 0; $i < 3; $i++) {
    try {
        $t->t = $i == 1 ? "x" : $i;
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump($t->t);
$u = new T();
for ($i = 0; $i < 2; $i++) {
    try {
        echo $u->t, "\n";
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
$p = new P();
for ($i = 0; $i < 3; $i++) {
    try {
        $p->n = $i == 2 ? 1.5 : $i;
    } catch (TypeError $e) {
        echo "n: ", $e->getMessage(), "\n";
    }
}
var_dump($p->n);

// Readonly.
$r = new R(5);
for ($i = 0; $i < 2; $i++) {
    try {
        $r->r = $i;
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
    echo $r->r, "\n";
}

// Magic and visibility.
$m = new M();
for ($i = 0; $i < 2; $i++) {
    echo $m->x, " ", $m->hidden, " ", $m->nothing, "\n";
    $m->hidden = $i;
    $m->x = $i;
}
var_dump($m->x);
for ($i = 0; $i < 2; $i++) {
    $o->dyn = $i;
}
var_dump($o->dyn);

// A reference to a property, changed by the loop.
$o2 = new P();
$ref = &$o2->x;
for ($i = 0; $i < 3; $i++) {
    $o2->x += 2;
    $ref++;
}
var_dump($o2->x, $ref);
unset($ref);
for ($i = 0; $i < 3; $i++) {
    $o2->x += 2;
}
var_dump($o2);

// Walking a list: the variable holding the node is overwritten by its next.
$head = null;
for ($i = 0; $i < 5; $i++) {
    $n = new P($i);
    $n->next = $head;
    $head = $n;
}
unset($n);
$sum = 0;
$cur = $head;
while ($cur !== null) {
    $sum += $cur->id;
    $cur = $cur->next;
}
echo "sum $sum\n";
// The list dies from the head as the walk lets go of each node.
$ds = null;
for ($i = 0; $i < 4; $i++) {
    $d = new D("d$i");
    $d->v = $ds;
    $ds = $d;
}
unset($d);
$cur = $ds;
$ds = null;
while ($cur !== null) {
    echo "at {$cur->name}\n";
    $cur = $cur->v;
}
echo "walked\n";

// foreach whose variable held the last handle of an object.
$arr = [new D("a"), new D("b"), new D("c")];
foreach ($arr as $i => $d) {
    unset($arr[$i]);
    echo "in {$d->name}\n";
}
echo "after foreach\n";
unset($d);
echo "unset\n";

// Ids reused as objects die in a loop.
$keep = [];
for ($i = 0; $i < 6; $i++) {
    $x = new P($i);
    $x->x = spl_object_id($x);
    $keep[$i % 2] = $x;
    echo $x->x, " ";
}
echo "\n";
var_dump($keep);

// foreach with string keys and referenced elements.
$named = ['a' => new P(1), 'b' => new P(2)];
foreach ($named as $k => $p) {
    $p->x += 10;
}
$refd = [new P(3), new P(4)];
$rr = &$refd[1];
foreach ($refd as $p) {
    $p->x += 1;
}
foreach ([1, 2.5, "s", null, true, [1]] as $v) {
    $o->x = $v;
    var_dump($o->x);
}
var_dump($named['a']->x, $named['b']->x, $refd[0]->x, $refd[1]->x);
