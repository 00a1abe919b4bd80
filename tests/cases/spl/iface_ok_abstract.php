<?php
abstract class A implements Iterator, ArrayAccess, Countable {}
class B extends A {
    private $i = 0;
    public function current(): mixed { return $this->i * 10; }
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i++; }
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < 3; }
    public function offsetExists($o): bool { return $o < 3; }
    public function offsetGet($o): mixed { return $o * 10; }
    public function offsetSet($o, $v): void {}
    public function offsetUnset($o): void {}
    public function count(): int { return 3; }
}
$b = new B;
foreach ($b as $k => $v) echo "$k=$v\n";
var_dump(count($b), $b[2], isset($b[5]));
var_dump($b instanceof ArrayAccess, $b instanceof Traversable);
var_dump($b instanceof Iterator);
