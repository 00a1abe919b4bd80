<?php
// Instance and static method calls: small methods with a few arguments, a
// virtual call through an interface, $this property reads, a static helper.
interface Shape {
    public function area(): int;
}
class Rect implements Shape {
    public function __construct(private int $w, private int $h) {}
    public function area(): int { return $this->w * $this->h; }
    public function scale($k) { return new Rect($this->w * $k, $this->h * $k); }
}
class Square implements Shape {
    public function __construct(private int $s) {}
    public function area(): int { return $this->s * $this->s; }
}
class Counter {
    private $n = 0;
    public function add($x) { $this->n = ($this->n + $x) % 1000000007; return $this; }
    public function mix($a, $b) { return $this->add($a ^ $b); }
    public function get() { return $this->n; }
    public static function clamp($x) { return $x & 0xFFFF; }
}
$shapes = [new Rect(3, 4), new Square(5), new Rect(7, 2), new Square(3)];
$c = new Counter();
for ($i = 0; $i < 4000000; $i++) {
    $s = $shapes[$i & 3];
    $c->mix($s->area(), Counter::clamp($i));
    $c->add($i);
}
echo "checksum: ", $c->get(), "\n";
