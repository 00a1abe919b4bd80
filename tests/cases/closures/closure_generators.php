<?php
class Src { private $vals = [3, 1, 2]; }
$c = function ($n) { foreach ($this->vals as $v) yield $v * $n; };
$b = Closure::bind($c, new Src, Src::class);
foreach ($b(10) as $k => $v) echo "$k=$v\n";
$gen = (fn() => yield from [1, 2, 3])();
var_dump(iterator_to_array($gen));
$make = fn($max) => (function () use ($max) { for ($i = 0; $i < $max; $i++) yield $i; })();
echo implode(",", iterator_to_array($make(4))), "\n";
$sum = fn(...$xs) => array_sum($xs);
echo $sum(...$make(5)), "\n";
$m = (new ArrayIteratorLike([4, 5]))->each(...);
foreach ($m() as $x) echo $x, "\n";
class ArrayIteratorLike {
    public function __construct(private array $a) {}
    public function each() { yield from $this->a; }
}
