<?php
try {
    strlen();
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
try {
    str_repeat("x");
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
try {
    strlen("a", "b");
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
function userFn($a) { return $a; }
echo userFn(1, 2, 3), "\n";
