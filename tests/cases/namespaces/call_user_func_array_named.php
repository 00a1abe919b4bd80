<?php
// Inside a namespace `call_user_func_array` is the builtin (a function of
// the namespace could shadow it), with the builtin's frame and messages.
namespace N;
function f($a, $b = 0) { return "$a/$b"; }
echo call_user_func_array('N\f', ['b' => 2, 'a' => 1]), "\n";
try { call_user_func_array('N\f', ['a' => 1, 2]); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { f(...['a' => 1, 2]); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
function r(&$x) { $x++; }
$v = 1;
call_user_func('N\r', $v);
call_user_func_array('N\r', [&$v]);
var_dump($v);
try { call_user_func_array('N\nope', []); } catch (\TypeError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
