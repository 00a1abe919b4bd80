<?php
var_dump(10 % 3, -10 % 3, 10 % -3, -10 % -3, 5.7 % 2, "15" % "4", PHP_INT_MIN % -1);
var_dump(fmod(10, 3), fmod(-10, 3), fmod(5.5, 2));
try {
    var_dump(1 % 0);
} catch (DivisionByZeroError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    var_dump(1 % 0.5);
} catch (DivisionByZeroError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
