<?php
interface Comparable { public function compareTo($o): int; }
trait ComparesByValue {
    abstract public function value(): int;
    abstract public static function zero(): static;
    public function compareTo($o): int { return $this->value() <=> $o->value(); }
    public function isZero(): bool { return $this->compareTo(static::zero()) === 0; }
}
final class Money implements Comparable {
    use ComparesByValue;
    public function __construct(private int $cents) {}
    public function value(): int { return $this->cents; }
    public static function zero(): static { return new static(0); }
}
$a = new Money(5); $b = new Money(10);
var_dump($a->compareTo($b), $b->compareTo($a), $a->isZero(), Money::zero()->isZero());
var_dump($a instanceof Comparable);
$list = [new Money(3), new Money(1), new Money(2)];
usort($list, fn($x, $y) => $x->compareTo($y));
echo implode(",", array_map(fn($m) => $m->value(), $list)), "\n";
abstract class Shape { use ComparesByValue; }
class Sq extends Shape { public function __construct(public int $s = 0) {} public function value(): int { return $this->s ** 2; } public static function zero(): static { return new static(); } }
var_dump((new Sq(2))->compareTo(new Sq(3)), (new Sq)->isZero());
