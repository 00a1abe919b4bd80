<?php
function i(int $x) { return $x; }
var_dump(i(5.0));
try {
    var_dump(i(5.5));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(str_repeat("x", 2.0));
var_dump(str_repeat("x", "3"));
var_dump(chr(65.9));
