<?php
class Node {
    public $children = [];
    public function __construct(public string $name) {}
    public function __debugInfo() {
        return ['name' => $this->name, 'count' => count($this->children), 'kids' => $this->children];
    }
}
class Plain { public $node; }
$root = new Node('root');
$root->children[] = new Node('a');
$root->children[] = new Node('b');
$p = new Plain;
$p->node = $root;
var_dump($p);
$s = print_r($p, true);
echo strlen($s), "\n", $s;
class Nul { public $x = 1; public function __debugInfo() { return null; } }
$n = new Nul;
var_dump($n);
