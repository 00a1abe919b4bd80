<?php
class Point {
    public $x = 0;
    public $y = 0;
    public function __construct($x, $y) { $this->x = $x; $this->y = $y; }
    public function len() { return sqrt($this->x ** 2 + $this->y ** 2); }
    public function __toString(): string { return "($this->x, $this->y)"; }
}
$p = new Point(3, 4);
echo $p->len(), "\n";
echo $p, "\n";
echo "Point: $p\n";
var_dump($p);
