<?php
// The first write of a property not yet in the object's table (uninitialised
// typed properties, promoted constructor parameters, unset ones) keeps the
// declaration order in dumps, casts and iteration.
class P {
    public int $b;
    public int $a;
    public $u = 'u';
    public ?string $s;
    public function __construct() {
        $this->a = 1;
        $this->s = null;
        $this->b = 2;
    }
}
$p = new P;
var_dump($p);
print_r((array) $p);
foreach ($p as $k => $v) {
    echo "$k=", var_export($v, true), "\n";
}
unset($p->u);
$p->dyn = 'd';
$p->u = 'again';
var_dump($p);

class Promoted {
    public $first = 'f';
    public function __construct(public float $y, public int $x = 5, protected string $z = 'z') {}
}
var_dump(new Promoted(3), new Promoted(1.5, 2, 'zz'));
try {
    new Promoted('nope');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}

class Bag extends ArrayObject {
    public int $n;
}
$b = new Bag([1, 2], ArrayObject::ARRAY_AS_PROPS);
$b->n = 3;
$b->other = 4;
var_dump($b->n, count($b), $b['other'] ?? 'none');

class MyEx extends Exception {
    public int $code2;
    public function __construct() { parent::__construct('m'); $this->code2 = 7; }
}
$e = new MyEx;
var_dump($e->code2);

