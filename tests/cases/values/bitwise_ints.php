<?php
var_dump(6 & 3, 6 | 3, 6 ^ 3, ~6, 1 << 3, -8 >> 1, PHP_INT_MAX << 1, 1 << 63, 1 << 64, 256 >> 70);
var_dump(-1 >> 63, 5.9 & 3, "7" << 1, true << 2, null | 4);
try {
    var_dump(1 << -1);
} catch (ArithmeticError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    var_dump(1.5 | 2);
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
try {
    var_dump([] | 2);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
