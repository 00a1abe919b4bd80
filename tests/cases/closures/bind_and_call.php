<?php
class Counter {
    private $count = 0;
    protected $name = "counter";
}
$peek = function () { return $this->count; };
$inc = function ($by) { $this->count += $by; return $this->count; };
$c = new Counter;
$b = Closure::bind($peek, $c, Counter::class);
var_dump($b());
$i = $inc->bindTo($c, Counter::class);
echo $i(5), " ", $i(2), "\n";
var_dump($b());
echo $inc->call($c, 10), "\n";
$getName = fn() => $this->name;
echo Closure::bind($getName, $c, Counter::class)(), "\n";
$static = static function () { return isset($this) ? "has this" : "no this"; };
echo $static(), "\n";
$unbound = function () { return static::class; };
$sb = Closure::bind($unbound, null, Counter::class);
echo $sb(), "\n";
class Other { private $count = 42; }
echo $peek->call(new Other), "\n";
try { $peek->call(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
