<?php
// Property reads and writes: declared public properties on objects in an
// array, read-modify-write, a property of a property, a private property
// through $this.
class Vec2 {
    public $x = 0;
    public $y = 0;
}
class Particle {
    public $pos;
    public $vel;
    private $hits = 0;
    public function __construct($i) {
        $this->pos = new Vec2();
        $this->vel = new Vec2();
        $this->pos->x = $i * 7 % 101;
        $this->pos->y = $i * 13 % 103;
        $this->vel->x = $i % 5 - 2;
        $this->vel->y = $i % 7 - 3;
    }
    public function bounce() { $this->hits++; }
    public function hits() { return $this->hits; }
}
$ps = [];
for ($i = 0; $i < 100; $i++) {
    $ps[] = new Particle($i);
}
for ($step = 0; $step < 64000; $step++) {
    foreach ($ps as $p) {
        $pos = $p->pos;
        $vel = $p->vel;
        $pos->x += $vel->x;
        $pos->y += $vel->y;
        if ($pos->x < 0 || $pos->x > 1000) { $vel->x = -$vel->x; $p->bounce(); }
        if ($pos->y < 0 || $pos->y > 1000) { $vel->y = -$vel->y; $p->bounce(); }
    }
}
$sum = 0;
foreach ($ps as $p) {
    $sum = ($sum * 31 + $p->pos->x * 7 + $p->pos->y + $p->hits()) % 1000000007;
}
echo "checksum: ", $sum, "\n";
