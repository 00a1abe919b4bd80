<?php
interface I1 {} interface I2 extends I1 {} interface I3 {}
class C implements Countable, IteratorAggregate, JsonSerializable {
    public function count(): int { return 0; }
    public function getIterator(): Iterator { return new ArrayIterator([]); }
    public function jsonSerialize(): mixed { return 1; }
    public function __toString(): string { return ""; }
}
class D extends C {}
class E extends D implements I3 {}
class F implements I2, I3 {}
class G extends F implements Countable { function count(): int { return 0; } }
foreach (['C','D','E','F','G'] as $c) { echo $c, ": ", implode(", ", class_implements($c)), " | ", implode(", ", (new ReflectionClass($c))->getInterfaceNames()), "\n"; $s = (string) new ReflectionClass($c); echo strtok($s, "\n"), "\n"; }


class F2 extends F {}
class F3 extends F2 {}
class H implements Iterator { function current(): mixed {return 1;} function key(): mixed {return 1;} function next(): void {} function rewind(): void {} function valid(): bool {return false;} }
class H2 extends H {}
interface J extends IteratorAggregate, Countable {}
class K implements J, I3 { function getIterator(): Iterator { return new ArrayIterator([]); } function count(): int { return 0; } }
foreach (['F2','F3','H','H2','K'] as $c) echo $c, ": ", implode(", ", (new ReflectionClass($c))->getInterfaceNames()), "\n";
echo implode(", ", (new ReflectionClass('J'))->getInterfaceNames()), "\n";
