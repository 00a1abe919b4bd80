<?php
function g() { yield 1; yield 2; yield 3; }
function sum(...$n) { return array_sum($n); }
echo sum(...g()), "\n";
var_dump([...g(), ...g()]);
function named() { yield 'b' => 2; yield 'a' => 1; }
function ab($a, $b) { return "a=$a b=$b"; }
echo ab(...named()), "\n";
var_dump(iterator_count(g()));
var_dump(iterator_count([1, 2]));
var_dump(iterator_to_array([5 => 'x']));
function dup() { yield 'k' => 1; yield 'k' => 2; yield 3; }
var_dump(iterator_to_array(dup()), iterator_to_array(dup(), false));
$used = g();
foreach ($used as $x) {}
try { var_dump(iterator_to_array($used)); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { iterator_count("nope"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$five = 5;
try { var_dump([...$five]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
