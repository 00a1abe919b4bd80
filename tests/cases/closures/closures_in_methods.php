<?php
class Box {
    private $items = [];
    public function add($x) { $this->items[] = $x; return $this; }
    public function mapper() { return function ($f) { return array_map($f, $this->items); }; }
    public function total() { return array_reduce($this->items, fn($c, $i) => $c + $i, 0); }
    public static function factory() { return static fn() => new static; }
}
$b = (new Box)->add(1)->add(2)->add(3);
print_r(($b->mapper())(fn($x) => $x * 10));
echo $b->total(), "\n";
$fac = Box::factory();
var_dump(get_class($fac()));
$counter = function () { static $n = 0; return ++$n; };
echo $counter(), $counter(), $counter(), "\n";
$x = 1;
$byVal = function () use ($x) { return $x; };
$byRef = function () use (&$x) { return $x; };
$x = 2;
echo $byVal(), $byRef(), "\n";
$compose = fn(callable ...$fs) => fn($v) => array_reduce($fs, fn($acc, $f) => $f($acc), $v);
echo $compose('strrev', 'strtoupper', fn($s) => "[$s]")("abc"), "\n";
