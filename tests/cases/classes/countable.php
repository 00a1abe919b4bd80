<?php
// count() and sizeof() on Countable objects call ->count(); other objects are a TypeError.
class Basket implements Countable {
    private array $items = [];
    public function add(string $item): static { $this->items[] = $item; return $this; }
    public function count(): int { return count($this->items); }
}

$b = new Basket();
var_dump(count($b));
$b->add('apple')->add('pear');
var_dump(count($b), sizeof($b), call_user_func("count", $b), array_map("sizeof", [$b]));
var_dump($b instanceof Countable, is_countable($b), is_countable(new stdClass));

// The result is taken as an int, whatever count() returns.
class Loose implements Countable {
    public function __construct(private mixed $n) {}
    #[\ReturnTypeWillChange]
    public function count() { return $this->n; }
}
var_dump(count(new Loose("7")), count(new Loose(2.9)), count(new Loose(null)));

// COUNT_RECURSIVE does not change how an object is counted.
var_dump(count($b, COUNT_RECURSIVE));

// An exception from count() propagates.
class Broken implements Countable {
    public function count(): int { throw new RuntimeException("cannot count"); }
}
try {
    count(new Broken());
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

interface Sized extends Countable {}
class Box implements Sized { public function count(): int { return 3; } }
var_dump(count(new Box()), (new Box()) instanceof Countable);

try {
    count(new stdClass());
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
