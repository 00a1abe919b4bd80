<?php
class B {
    function m($x) { debug_print_backtrace(); echo "--\n"; debug_print_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS); echo "--\n"; debug_print_backtrace(0, 1); }
    static function st() { debug_print_backtrace(); }
}
function g($a, $b = null, ...$more) { (new B)->m([$a]); B::st(); }
g("a long string argument here", 1.5, true, null, new stdClass);
debug_print_backtrace();
echo "top done\n";
usort($arr, fn($a, $b) => 0);
$arr = [3, 1];
usort($arr, function ($a, $b) { debug_print_backtrace(); return $a <=> $b; });
function gen() { debug_print_backtrace(); yield 1; }
foreach (gen() as $v) {}
$g = gen(); $g->current();
