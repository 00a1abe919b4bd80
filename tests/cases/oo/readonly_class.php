<?php
readonly class Point {
    public function __construct(public int $x, public int $y) {}
    public function withX(int $x): static { return new static($x, $this->y); }
}
$p = new Point(1, 2);
echo $p->x, ",", $p->y, "\n";
try { $p->x = 5; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $p->z = 5; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$q = $p->withX(9);
var_dump($q);
try { unset($p->y); } catch (Error $e) { echo $e->getMessage(), "\n"; }
