<?php
var_dump(intdiv(7, 2), intdiv(-7, 2), intdiv(7, -2), intdiv(PHP_INT_MAX, 1));
try {
    intdiv(1, 0);
} catch (DivisionByZeroError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    intdiv(PHP_INT_MIN, -1);
} catch (ArithmeticError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
