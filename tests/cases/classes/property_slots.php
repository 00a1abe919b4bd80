<?php
// Declared properties kept in an object's own slots (up to four) or in a
// spilled slot array (more): order, ids, destructor order, clone, typed
// writes from promoted parameters and the conversions they still make.
class D {
    public function __construct(public string $n) {}
    public function __destruct() { echo "destruct {$this->n}\n"; }
}
class Four {
    public $a = 1;
    protected $b = 2.5;
    private $c = "c";
    public $d;
}
class Six extends Four {
    public $e = [1, 2];
    public int $f;
    public $g = null;
}
$o = new Four;
$o->d = new D("four.d");
var_dump($o);
$s = new Six;
$s->d = new D("six.d");
$s->e[] = 3;
$s->f = 7;
print_r($s);
var_dump((array) $s);
// Slots are freed in declaration order, before the object's id is reused.
$o->a = new D("four.a");
unset($o);
$s->g = new D("six.g");
$s->a = new D("six.a");
$s = null;
var_dump(new Four);
// A clone copies the slots; writing one leaves the other alone.
$x = new Six;
$x->f = 1;
$y = clone $x;
$y->f = 2;
$y->e[] = 9;
var_dump($x->f, $y->f, count($x->e), count($y->e));
// Promoted typed parameters: values already of the type, and ones the
// property converts (or refuses).
class P {
    public function __construct(public int $i, public float $f, public ?string $s = null, public int|string $u = 0) {}
}
var_dump(new P(1, 2, "3", "4"));
var_dump(new P(1, 2.5, null, 4.0));
class W { public int $i = 0; public float $f = 0.0; public bool $b = false; }
$w = new W;
$w->i = "12";
$w->f = 3;
$w->b = 1;
var_dump($w);
try {
    $w->i = "x";
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    $w->i = 1.5;
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump($w->i);
$w->i = 2.0;
var_dump($w->i);
// Many objects made and freed: ids come back in php's order.
$keep = [];
for ($k = 0; $k < 6; $k++) {
    $keep[$k % 3] = new Four;
}
foreach ($keep as $v) {
    echo spl_object_id($v), " ";
}
echo "\n";
// A nested write leaves no visible reference; a real one shows as `&`.
$q = new Six;
$q->e[] = 5;
$q->e[0]++;
var_dump($q->e, (array) $q === get_object_vars($q));
$r = &$q->e;
$r[] = 6;
var_dump($q);
unset($r);
var_dump($q);
echo "end\n";
