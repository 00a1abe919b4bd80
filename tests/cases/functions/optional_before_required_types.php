<?php
function a(int|null $a = null, $b) { return "a"; }
function b(mixed $a = null, $b) { return "b"; }
function c(?int $a = null, $b) { return "c"; }
function d(int $a = null, $b) { return "d"; }
function e(?int $a = 5, $b) { return "e"; }
function f($a = null, $b, $c = 3, $d) { return "f"; }
function g(string $a = "", ...$rest) { return "g"; }
echo a(1, 2), b(1, 2), c(1, 2), d(1, 2), e(1, 2), f(1, 2, 3, 4), g(), "\n";
try {
    c(b: 1);
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
