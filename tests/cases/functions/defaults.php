<?php
function greet($name = "world", $punct = "!") { return "Hello $name$punct"; }
echo greet(), "\n", greet("Bob"), "\n", greet("Ann", "?"), "\n";
function arr($a = [1, 2], $n = null, $c = PHP_INT_MAX, $e = 2 * 3) { return json_encode([$a, $n, $c, $e]); }
echo arr(), "\n";
function mid($a = 1, $b) { return "$a $b"; }
echo mid(5, 6), "\n";
