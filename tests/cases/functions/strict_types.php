<?php
declare(strict_types=1);
function i(int $x) { return $x; }
function f(float $x) { return $x; }
var_dump(f(5));
try {
    i("5");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    i(5.0);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    f("1.5");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(strlen("abc"));
try {
    var_dump(strlen(123));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
