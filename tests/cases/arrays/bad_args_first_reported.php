<?php
// Builtins given several bad arguments report the first one in parameter
// order (php checks them in order), whatever kind of check each needs: a
// by-reference array before a callback, a callback before the arrays for
// the array_u* functions (their callbacks are checked first in php).
function t($f) {
    try { $f(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => array_walk($undefined, 'no_such_function'));
t(function () { $s = "str"; array_walk($s, 'no_such_function'); });
t(function () { $s = 5; array_walk($s, 'no_such_function', 1); });
t(function () { $s = 5; array_walk($s, 'strlen'); });
t(fn() => array_walk($undefined));
t(fn() => array_walk_recursive($undefined, 'nope'));
t(function () { $a = 5; array_walk_recursive($a, 'nope'); });
t(fn() => iterator_apply(5, 'nope'));
t(fn() => iterator_apply(5, 'nope', 5));
t(fn() => iterator_apply(new ArrayIterator([1]), 'nope', 5));
t(fn() => iterator_apply(new ArrayIterator([1]), 'strlen', 5));
t(fn() => iterator_apply(new ArrayIterator([]), [1, 2, 3]));
t(fn() => iterator_apply(new ArrayIterator([]), null));
t(fn() => array_map('no_such_function', 5));
t(fn() => array_map('no_such_function', [1], 5));
t(fn() => array_map(null, 5));
t(fn() => array_map('strlen', 5, 6));
t(function () { $a = 5; usort($a, 'no_such_function'); });
t(function () { $a = 5; uasort($a, 'nope'); });
t(function () { $a = 5; uksort($a, 'nope'); });
t(fn() => array_filter(5, 'no_such_function'));
t(fn() => array_filter(5, 'strlen', 'x'));
t(fn() => array_filter([1], 'no_such_function', 'x'));
t(fn() => call_user_func_array('no_such_function', 5));
t(fn() => call_user_func_array(5, 5));
t(fn() => array_reduce(5, 'nope'));
t(fn() => array_reduce([1], 'nope'));
t(fn() => array_udiff(5, [1], 'nope'));
t(fn() => array_udiff([1], 5, 'nope'));
t(fn() => array_udiff(5, [1], 'strcmp'));
t(fn() => array_udiff([1], 5, 'strcmp'));
t(fn() => array_uintersect(5, 'nope'));
t(fn() => array_diff_ukey(5, [1], 'nope'));
t(fn() => array_diff_ukey(null, [1], 'strcmp'));
t(fn() => array_udiff_uassoc(5, [1], 'strcmp', 'nope'));
t(fn() => array_udiff_uassoc(5, [1], 'nope', 'strcmp'));
t(fn() => array_udiff([1], [2], null));
// Good arguments still work.
var_dump(iterator_apply(new ArrayIterator([1, 2]), fn() => true));
var_dump(iterator_apply(new ArrayIterator([1, 2]), function ($x) { echo "arg $x\n"; return false; }, ['x']));
$a = [1, 2];
var_dump(array_walk($a, function (&$v, $k, $m) { $v *= $m; }, 3), $a);
$n = [[1], 2];
var_dump(array_walk_recursive($n, function (&$v) { $v++; }), $n);
var_dump(array_udiff([1, 5, 3], [3], fn($a, $b) => $a <=> $b));
