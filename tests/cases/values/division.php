<?php
var_dump(6 / 3, 7 / 2, -7 / 2, 1 / 3, 6.0 / 3, "6" / "3", PHP_INT_MAX / 1, PHP_INT_MIN / -1, 10 / 4);
try {
    var_dump(1 / 0);
} catch (DivisionByZeroError $e) {
    echo $e->getMessage(), "\n";
}
try {
    var_dump(1.5 / 0.0);
} catch (DivisionByZeroError $e) {
    echo $e->getMessage(), "\n";
}
