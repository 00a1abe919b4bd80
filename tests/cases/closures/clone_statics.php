<?php
// A cloned closure gets its own static variables, starting from the
// original's current values.
$fn = function () { static $n = 0; return ++$n; };
$fn();
$copy = clone $fn;
var_dump($fn(), $copy(), $copy(), $fn());
function counter() { return function () { static $calls = []; $calls[] = count($calls); return $calls; }; }
$a = counter();
$a();
$b = clone $a;
$b();
var_dump($a(), $b());
$plain = fn() => 1;
$pc = clone $plain;
var_dump($pc(), $pc == $plain, $pc === $plain);
