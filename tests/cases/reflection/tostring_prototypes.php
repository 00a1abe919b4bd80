<?php
class C implements Countable, IteratorAggregate, JsonSerializable {
    public function count(): int { return 0; }
    public function getIterator(): Iterator { return new ArrayIterator([]); }
    public function jsonSerialize(): mixed { return 1; }
    public function __toString(): string { return ""; }
}
class D extends C { public function count(): int { return 1; } }
echo new ReflectionMethod('C', 'count');
echo new ReflectionMethod('C', 'getIterator');
echo new ReflectionMethod('C', 'jsonSerialize');
echo new ReflectionMethod('C', '__toString');
echo new ReflectionMethod('D', 'count');
echo new ReflectionMethod('D', 'getIterator');
class It implements Iterator {
    function current(): mixed { return 1; } function key(): mixed { return 1; }
    function next(): void {} function rewind(): void {} function valid(): bool { return false; }
}
echo new ReflectionMethod('It', 'valid');
echo new ReflectionClass('D');
