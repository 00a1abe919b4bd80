<?php
// Closures called through a variable: unbound ones without captures, ones
// with captures (by value and by reference), bound ones, statics, errors.
$plain = function ($x, $y = 2) { return $x * $y; };
$arrow = fn($x) => $x + 1;
$n = 10;
$byVal = function ($x) use ($n) { return $x + $n; };
$byRef = function ($x) use (&$n) { $n++; return $x + $n; };
echo $plain(3), " ", $plain(3, 4), " ", $arrow(5), " ", $byVal(1), " ", $byRef(1), " ", $n, "\n";

$s = function () { static $calls = 0; return ++$calls; };
$t = $s;
echo $s(), $t(), $s(), "\n";

class Box {
    public $v = 5;
    public function getter() { return function ($m) { return $this->v * $m; }; }
    public static function maker() { return static function () { return static::class; }; }
}
$g = (new Box)->getter();
echo $g(3), " ", (Box::maker())(), "\n";
$unbound = function () { return isset($this) ? get_class($this) : "none"; };
echo $unbound(), " ", Closure::bind($unbound, new Box, Box::class)(), "\n";

// by-reference captures in arithmetic
$k = 6;
$ops = function ($x) use (&$k) {
    return [$x & $k, $x | $k, $x ^ $k, $x + $k, $x - $k, $x * $k, $k << 1, $k % 4, $k > $x];
};
echo implode(",", array_map('var_export', $ops(3), array_fill(0, 9, true))), "\n";
$k = PHP_INT_MAX;
var_dump($ops(2)[3], $ops(-3)[5]);
$k = "7";
var_dump($ops(1)[3]);
$k = 2.5;
var_dump($ops(1)[3]);

// errors keep their text through the direct call
try {
    $plain();
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$thrower = function ($x) { throw new RuntimeException("boom $x"); };
try {
    $thrower(1);
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
$typed = fn(int $x): int => $x * 2;
try {
    echo $typed("5"), "\n";
    echo $typed("x"), "\n";
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
// a closure destroyed while it runs
$self = function () use (&$self) { $self = null; return "still running"; };
echo $self(), "\n";
var_dump($self);
$list = [fn() => 1, fn() => 2];
$f = $list[0];
unset($list);
echo $f(), "\n";
