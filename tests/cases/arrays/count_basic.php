<?php
var_dump(count([]), count([1, 2, 3]), count(['a' => [1, 2], 'b' => 3]), count(['a' => [1, 2], 'b' => 3], COUNT_RECURSIVE), sizeof([1]));
try {
    count(null);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    count("string");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
