<?php
class Node {
    public $children = [];
    public ?Node $next = null;
    public function __construct(public $val) {}
    public function __clone() { echo "cloning {$this->val}\n"; $this->val .= "'"; }
}
$a = new Node(1);
$b = clone $a;
echo $a->val, " ", $b->val, "\n";
$c = new Node(1);
$d = new Node(2);
var_dump($a == $b, $a === $b, $a == $c, $a != $d);
var_dump($a == $c, $a <=> $c);
$a->next = $a;
var_dump($a);
print_r($a);
echo "\n";
$o = new stdClass;
$o->x = 1;
$o->list = [1, 2];
$o2 = clone $o;
$o2->x = 2;
var_dump($o, $o2, $o == $o2);
$e = (object)[];
var_export([$o, $e]);
$n5 = new Node(5);
echo "\n", json_encode($o), " ", json_encode($n5), "\n";
$o3 = (object)['a' => 1, 'b' => 2];
$o4 = (object)'str';
$n3 = new Node(3);
var_dump($o3, $o4, (array)$n3);
