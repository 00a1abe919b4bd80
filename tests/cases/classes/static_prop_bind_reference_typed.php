<?php
// Binding a typed static property by reference: the value is checked or coerced, the type moves to the new reference.
class T { public static int $i = 0; }
function b(&$v) { T::$i = &$v; }
$v = 5; b($v); $t = T::$i; b($v); var_dump(T::$i);
$v = 7; var_dump(T::$i);
try { $v = "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(T::$i, $v);
$w = "str";
try { T::$i = &$w; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(T::$i);
echo "ok\n";
// A value the type takes is coerced when the reference is bound.
$n = "42";
T::$i = &$n;
var_dump($n);
// The old reference is no longer typed once the property names another.
$v = "free";
var_dump($v);
// Inside a function, the TypeError reaches the caller.
function bindBad() { $w = [1]; T::$i = &$w; }
try { bindBad(); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(T::$i);
