<?php
// call_user_func / call_user_func_array in the global namespace compile to a
// direct call (php's INIT_USER_CALL): the callable is checked before the
// arguments run, and traces show no frame of the builtin.
function f($a) { return $a; }
function v(...$x) { var_dump(func_get_args()); return count($x); }
function &rr() { static $s = 1; return $s; }
class A { static function who() { return static::class; } function inst() { return get_class($this); } }
class Bb extends A {}
function side($x) { echo "side $x\n"; return $x; }
try { call_user_func('nope', side(1)); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { call_user_func_array('nope', [side(2)]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { call_user_func('f'); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { call_user_func_array('f', []); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { call_user_func_array('f', 5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { call_user_func_array('f', ['a' => 1, 2]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { call_user_func_array('f', ['zz' => 1]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo call_user_func('v', 1, 2, 3), "\n";
echo call_user_func_array('v', [1, 2]), "\n";
var_dump(call_user_func('rr'));
echo call_user_func('Bb::who'), " ", call_user_func(['Bb', 'who']), " ", call_user_func([new Bb, 'inst']), "\n";
echo call_user_func_array([new Bb, 'inst'], []), "\n";
function g() { yield 1; yield 2; }
foreach (call_user_func('g') as $x) echo $x;
echo "\n";
$x = 1;
function byref(&$r) { $r++; }
call_user_func('byref', $x);
var_dump($x);
$arr = [&$x];
call_user_func_array('byref', $arr);
var_dump($x);
echo call_user_func(fn($a) => $a * 3, 5), "\n";
echo call_user_func('str_repeat', 'ab', 2), "\n";
try { call_user_func('str_repeat', 'ab'); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
echo call_user_func_array('sprintf', ['%s-%s', 'a', 'b']), "\n";
function thrower() { throw new LogicException("deep"); }
function outer() { return call_user_func('thrower'); }
try { outer(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { call_user_func_array('outer', []); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
$s = call_user_func('sort', $arr);
call_user_func('thrower');
