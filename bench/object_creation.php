<?php
// Creating and dropping many small objects: constructors with arguments,
// constructor promotion, an inherited constructor, objects kept in an array
// for a while and then replaced.
class Point {
    public function __construct(public int $x, public int $y) {}
}
class Node {
    public $value;
    public $next = null;
    public function __construct($value) { $this->value = $value; }
}
class Tagged extends Node {
    public $tag = 't';
}
$keep = [];
$acc = 0;
for ($i = 0; $i < 3000000; $i++) {
    $p = new Point($i, $i * 2);
    $n = ($i & 1) ? new Node($p->x + $p->y) : new Tagged($p->y - $p->x);
    $keep[$i & 63] = $n;
    $acc = ($acc + $n->value) % 1000000007;
}
echo "checksum: ", $acc, " ", count($keep), "\n";
