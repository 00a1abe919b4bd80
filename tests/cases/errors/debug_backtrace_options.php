<?php
class A {
    public $p = 1;
    function m($x) { return $this->inner($x, [1, 2]); }
    private function inner($a, $b) { return debug_backtrace(); }
    static function s() { return debug_backtrace(DEBUG_BACKTRACE_PROVIDE_OBJECT | DEBUG_BACKTRACE_IGNORE_ARGS); }
    function obj() { return debug_backtrace(0); }
    function lim() { return debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS, 1); }
}
function f($a, ...$rest) { $o = new A; return $o->m($a); }
var_dump(f(1, 2, "x"));
var_dump(A::s());
var_dump((new A)->obj());
function wrap() { return (new A)->lim(); }
var_dump(wrap());
print_r(array_map(fn($x) => debug_backtrace(2), [1]));
echo "\n";
var_dump(debug_backtrace());
$c = function ($v) { return debug_backtrace(); };
var_dump($c(5));
function ref(&$r) { return debug_backtrace(); }
$val = 3;
var_dump(ref($val));
var_dump(DEBUG_BACKTRACE_PROVIDE_OBJECT, DEBUG_BACKTRACE_IGNORE_ARGS);
