<?php
// Properties passed to user functions' and methods' reference parameters.
function setv(&$x, $v) { $x = $v; }
function app(array &$a, ...$v) { foreach ($v as $x) { $a[] = $x; } return count($a); }
class Node {
    public $val = 1;
    public $kids = [];
    public $meta = ['k' => 1];
    public static $total = 0;
    public function bump(&$n) { $n++; }
}
$n = new Node;
setv($n->val, 'changed');
app($n->kids, 'a', 'b');
setv($n->meta['k'], 2);
setv($n->meta['new']['deep'], 3);
$n->bump(Node::$total);
$n->bump($n->meta['k']);
setv($n->dyn, 'dynamic');
var_dump($n, Node::$total);
$copy = clone $n;
$copy->val = 'copy';
var_dump($n->val, $copy->val);
var_dump((array)$copy);
// A reference to a property stays one while the variable lives.
$r = &$n->val;
$r = 'via ref';
var_dump($n);
$c2 = clone $n;
$r = 'after clone';
var_dump($n->val, $c2->val);
unset($r);
var_dump($n);
// foreach by reference over a property.
foreach ($n->kids as &$k) { $k = strtoupper($k); }
unset($k);
var_dump($n->kids);
foreach (Node::$total as &$t) {}
$arr = [new Node, new Node];
foreach ($arr as $i => $node) { setv($node->val, $i * 10); }
var_dump($arr[0]->val, $arr[1]->val);
// Binding a property to a variable.
$x = 1;
$n->val = &$x;
$x = 2;
var_dump($n->val);
$fn = function () { setv($this->val, 'closure'); };
$fn->call($n);
var_dump($x);
