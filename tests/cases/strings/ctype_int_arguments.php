<?php
// Ints: -128..-1 are taken as the byte +256, 0..255 as that byte, anything else as its
// decimal digits; every non-string argument is deprecated since 8.1.
$fns = ['ctype_alnum', 'ctype_alpha', 'ctype_cntrl', 'ctype_digit', 'ctype_graph', 'ctype_lower',
        'ctype_print', 'ctype_punct', 'ctype_space', 'ctype_upper', 'ctype_xdigit'];
$ints = [-129, -128, -127, -1, 0, 9, 10, 32, 48, 57, 65, 97, 126, 127, 128, 255, 256, 1000, -1000, PHP_INT_MAX, PHP_INT_MIN];
foreach ($fns as $f) {
    echo $f, ':';
    foreach ($ints as $n) {
        echo ' ', @$f($n) ? 'T' : 'F';
    }
    echo "\n";
}
var_dump(ctype_digit(5));
var_dump(ctype_digit(53));
var_dump(ctype_alpha(-191));
var_dump(ctype_upper(65));
