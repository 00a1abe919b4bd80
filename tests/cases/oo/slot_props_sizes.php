<?php
// Objects of classes with three to six declared properties (few are kept in
// the object itself, more elsewhere): defaults, typed properties set late,
// references to properties, unset, dynamic additions, clones, iteration by
// reference, serialization and comparison keep php's order and values.
class P3 { public $a = 1; public ?int $b; public $c = 'c'; }
class P4 { public $a; protected $b = 2; private $c = [3]; public int $d; }
class P5 { public $a = 1, $b = 2, $c = 3, $d = 4, $e = 5; }
class P6 extends P3 { public $x = 'x'; private $y = 'y'; public float $z; }

function describe($o) {
    echo get_class($o), ' ', json_encode(get_object_vars($o)), ' ', serialize($o), "\n";
}
foreach ([new P3, new P4, new P5, new P6] as $o) {
    describe($o);
}
$o = new P6;
$o->b = 7;
$o->z = 1;
describe($o);
$r = &$o->a;
$r = 'by ref';
$o->a .= '!';
echo $r, "\n";
unset($r);
$q = new P5;
foreach ($q as $k => $v) { $q->$k = "$k$v"; }
describe($q);
unset($q->c);
$q->c = 'back';
$q->f = 'dynamic';
describe($q);
$c = clone $q;
$c->a = 'clone';
describe($q);
describe($c);
var_dump(new P5 == new P5, new P5 == $q, new P3 < new P3);
$p = new P4;
$p->d = 4;
var_export($p);
echo "\n";
var_dump(unserialize(serialize($p)) == $p);
$list = [];
for ($i = 0; $i < 5; $i++) {
    $n = new P5;
    $n->a = $i;
    $n->e = $list;
    $list = [$n];
}
echo json_encode($list), "\n";
