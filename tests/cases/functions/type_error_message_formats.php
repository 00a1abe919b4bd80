<?php
function f(int $a, string ...$rest) {}
function g(array $a) {}
function h(?float $x) {}
foreach ([fn() => f("x"), fn() => f(1, 2, []), fn() => g("str"), fn() => g(1.5), fn() => h("abc"), fn() => h(true)] as $t) {
    try {
        $t();
        echo "no error\n";
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
