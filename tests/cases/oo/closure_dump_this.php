<?php
class Counter {
    private $n = 0;
    public function incrementer() {
        return function ($by = 1) { static $calls = 0; $calls++; $this->n += $by; return $calls; };
    }
    public function staticOne() { return static function () {}; }
}
$c = new Counter;
$inc = $c->incrementer();
var_dump($inc);
$inc(); $inc(5);
var_dump($inc);
$s = $c->staticOne();
var_dump($s);
$bound = Closure::bind(function () { return $this->n; }, $c, Counter::class);
var_dump($bound);
