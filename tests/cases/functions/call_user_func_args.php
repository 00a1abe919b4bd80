<?php
// call_user_func / call_user_func_array passing arguments as php does:
// string keys of the array are named arguments, a by-reference parameter
// given a value warns, references in the array bind; and named arguments
// given to call_user_func itself go on to the callee.
function r(&$x) { $x = 5; }
$a = 1;
call_user_func('r', $a);
var_dump($a);
call_user_func_array('r', [$a]);
var_dump($a);
call_user_func_array('r', [&$a]);
var_dump($a);
function n($x, $y = 2) { var_dump($x, $y); }
call_user_func_array('n', ['y' => 9, 'x' => 1]);
call_user_func('n', y: 4, x: 0);
call_user_func_array('n', [1, 'y' => 7]);
try { call_user_func('n', 1, args: 3); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { array_merge(foo: []); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { sprintf("%s", foo: 1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { strlen(x: 1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// Callbacks of other builtins warn the same way.
var_dump(array_map(function (&$v) { return $v * 2; }, [1, 2]));
$list = [3, 1, 2];
usort($list, function (&$p, $q) { return $p <=> $q; });
echo implode(",", $list), "\n";
class A { static function m($x, $y = 2) { echo "$x $y\n"; } static function t() { forward_static_call_array('A::m', ['y' => 5, 'x' => 1]); } }
A::t();
