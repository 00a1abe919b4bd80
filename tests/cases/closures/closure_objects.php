<?php
$f = function ($x) { return $x * 2; };
var_dump($f instanceof Closure, is_object($f), gettype($f), get_class($f), is_callable($f));
var_dump(function () {});
echo $f(21), " ", $f->__invoke(4), " ", call_user_func($f, 5), "\n";
echo implode(",", array_map($f, [1, 2, 3])), "\n";
$g = fn() => 1;
var_dump($f == $g, $f === $f, $f == $f);
function takes(Closure $c) { return $c(); }
echo takes($g), "\n";
function cb(callable $c) { return $c(10); }
echo cb($f), "\n";
try { takes('strlen'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { new Closure(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $f->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$c2 = clone $f;
echo $c2(3), "\n";
var_dump(spl_object_id($f) > 0);
