<?php
class Node {
    public $name;
    public $children = [];
    public function __wakeup() { echo "wakeup {$this->name} with ", count($this->children), " children\n"; }
}
class Data {
    private $payload;
    public function __serialize(): array { return ['p' => $this->payload]; }
    public function __unserialize(array $data): void { echo "unserialize ", json_encode($data), "\n"; $this->payload = $data['p'] ?? null; }
    public function get() { return $this->payload; }
}
$root = new Node; $root->name = 'root';
$a = new Node; $a->name = 'a';
$b = new Node; $b->name = 'b';
$root->children = [$a, $b];
$s = serialize($root);
echo $s, "\n";
$copy = unserialize($s);
echo $copy->children[1]->name, "\n";
// Inner objects wake before outer ones; __unserialize gets the raw data.
$s2 = 'a:2:{i:0;O:4:"Data":1:{s:1:"p";a:1:{i:0;O:4:"Node":2:{s:4:"name";s:5:"inner";s:8:"children";a:0:{}}}}i:1;O:4:"Node":2:{s:4:"name";s:5:"outer";s:8:"children";a:0:{}}}';
$r = unserialize($s2);
echo get_class($r[0]->get()[0]), "\n";
