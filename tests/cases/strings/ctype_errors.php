<?php
// Argument count errors are thrown like any internal function's.
try {
    ctype_alpha();
} catch (ArgumentCountError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    ctype_digit('1', '2');
} catch (ArgumentCountError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(function_exists('ctype_lower'), is_callable('ctype_upper'));
var_dump(array_map('ctype_alnum', ['a1', 'a-1', '']));
var_dump(ctype_print("line\n"), ctype_graph("no space"), ctype_cntrl("\t\n"));
