<?php
// Closures in argument errors are named as in traces (N\{closure}, and
// N\C::N\{closure} for one written in a class); binding a closure to a
// built-in class's scope is refused.
namespace App\Util;

class Box {
    public function getter() { return function (int $x) { return $x; }; }
    public static function maker() { return static fn(string $s) => $s; }
}
$plain = function (int $n) { return $n; };
$arrow = fn(array $a) => $a;
$variadic = function (int ...$v) { return array_sum($v); };
$calls = [
    fn() => $plain(),
    fn() => $plain("x"),
    fn() => $arrow(1),
    fn() => $variadic(1, 2, "three"),
    fn() => (new Box)->getter()(),
    fn() => Box::maker()([]),
];
foreach ($calls as $i => $c) {
    try {
        $c();
    } catch (\Throwable $e) {
        echo $i, " ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$bound = \Closure::bind(function () { return get_class(); }, null, Box::class);
echo $bound(), "\n";
var_dump(\Closure::bind(function () {}, null, \stdClass::class));
var_dump(\Closure::bind(function () {}, new \ArrayObject([]), \ArrayObject::class));
$o = new \ArrayObject([]);
var_dump((function () { return 1; })->bindTo($o) instanceof \Closure);
var_dump((function () { return 1; })->bindTo($o, $o));
class Sub extends \ArrayObject {}
var_dump(\Closure::bind(function () { return static::class; }, new Sub([]), Sub::class)());
