<?php
// string|int parameters of builtins take a fractional float as an int (with php's deprecation), not as a string.
$rows = [[1 => "int one", "1.5" => "string 1.5", 2 => "int two"], [1 => "b1", "1.5" => "b1.5"]];
var_dump(array_column($rows, 1.5));
var_dump(array_column($rows, 2.0));
var_dump(array_column($rows, 1.5, 1.9));
var_dump(array_column($rows, "1.5"));
