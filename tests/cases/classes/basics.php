<?php
class Point {
    public $x = 0;
    public $y = 0;
    public function __construct($x, $y) { $this->x = $x; $this->y = $y; }
    public function len() { return sqrt($this->x * $this->x + $this->y * $this->y); }
    public function move($dx, $dy) { $this->x += $dx; $this->y += $dy; return $this; }
}
$p = new Point(3, 4);
echo $p->len(), "\n";
$p->move(1, 1)->move(1, 1);
echo $p->x, ",", $p->y, "\n";
$q = $p;
$q->x = 100;
echo $p->x, "\n";
echo "interp: $p->x and {$p->y}\n";
var_dump($p);
print_r($p);
echo "\n";
var_export($p);
echo "\n";
echo gettype($p), " ", get_class($p), " ", get_debug_type($p), "\n";
var_dump(is_object($p), $p instanceof Point);
$p->x++;
$p->y .= "!";
$p->list[] = 1;
var_dump($p);
