<?php
// The collector walks objects whose declared properties are still in slots
// (few and many properties, typed ones not yet set) without changing them:
// survivors keep their values and order, cycles through them are collected.
class None0 {}
class Two { public $a; public $b = 2; }
class Four { public $a = 1; public int $b; protected $c = 1.5; private $d = 'd'; }
class Six { public $p1, $p2, $p3 = 3, $p4, $p5, $p6 = 'six'; }
class Node { public ?Node $next = null; public int $id; public function __construct(int $id) { $this->id = $id; } }

function ring($n) {
    $first = new Node(0);
    $cur = $first;
    for ($i = 1; $i < $n; $i++) { $cur->next = new Node($i); $cur = $cur->next; }
    $cur->next = $first;
}

function setup() {
    $keep = [new None0, new Two, new Four, new Six];
    $keep[1]->a = $keep[3];
    $keep[3]->p1 = $keep[1];          // a live cycle
    $keep[3]->p2 = [$keep[0], $keep[2]];
    $alias = $keep[2];
    unset($alias);                    // a live root
    for ($i = 0; $i < 5; $i++) {
        $s = new Six;
        $s->p1 = $s;                  // a garbage cycle through six slots
        $t = new Two;
        $t->a = new Two;
        $t->a->b = $t;                // a garbage cycle through two-slot objects
    }
    return $keep;
}
$keep = setup();
ring(7);
var_dump(gc_collect_cycles());
function show($o) {
    foreach ($o as $k => $v) { echo $k, ' ', is_object($v) ? get_class($v) : gettype($v), "\n"; }
}
function inspect($keep) {
    var_dump($keep[1] === $keep[3]->p1, $keep[3]->p2[1] === $keep[2]);
    var_dump($keep[2]);
    print_r($keep[3]->p2[0]);
    echo "\n";
    $keep[2]->b = 5;
    $keep[2]->dyn = 'x';
    var_dump(array_keys((array) $keep[2]));
    unset($keep[3]->p3);
    show($keep[3]);
    $c = clone $keep[3];
    $c->p6 = 'copy';
    echo $keep[3]->p6, ' ', $c->p6, "\n";
}
inspect($keep);
$st = gc_status();
echo $st['runs'], ' ', $st['collected'], "\n";
