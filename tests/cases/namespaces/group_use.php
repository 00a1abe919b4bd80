<?php
namespace Shapes {
    interface Shape { public function area(): float; }
    class Circle implements Shape { public function __construct(private float $r) {} public function area(): float { return round(M_PI * $this->r ** 2, 2); } }
    class Square implements Shape { public function __construct(private float $s) {} public function area(): float { return $this->s ** 2; } }
    function total(Shape ...$s) { return array_sum(array_map(fn($x) => $x->area(), $s)); }
    const UNIT = 'cm';
}
namespace Main {
    use Shapes\{Shape, Circle, Square as Sq};
    use function Shapes\{total};
    use const Shapes\UNIT;
    function describe(Shape $s): string { return get_class($s) . "=" . $s->area() . UNIT; }
    echo describe(new Circle(1)), "\n";
    echo describe(new Sq(2)), "\n";
    echo total(new Circle(1), new Sq(3)), "\n";
    try { describe("x"); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
}
