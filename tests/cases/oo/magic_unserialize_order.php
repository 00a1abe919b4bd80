<?php
class A {
    public $b;
    public function __wakeup() { echo "A::__wakeup (b is ", get_class($this->b), ")\n"; }
}
class B {
    public $name = 'b';
    public function __unserialize(array $d): void { echo "B::__unserialize\n"; $this->name = $d['name'] . '!'; }
    public function __serialize(): array { return ['name' => $this->name]; }
}
$a = new A;
$a->b = new B;
$s = serialize($a);
echo $s, "\n";
$x = unserialize($s);
var_dump($x);
var_dump(unserialize('O:1:"B":1:{s:4:"name";i:5;}'));
