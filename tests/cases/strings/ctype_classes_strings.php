<?php
// Every ctype_* function over strings: empty string, each class boundary, mixed.
$fns = ['ctype_alnum', 'ctype_alpha', 'ctype_cntrl', 'ctype_digit', 'ctype_graph', 'ctype_lower',
        'ctype_print', 'ctype_punct', 'ctype_space', 'ctype_upper', 'ctype_xdigit'];
$inputs = ['', 'abc', 'ABC', 'aBc', '123', 'abc123', 'DEADbeef', 'xyz0', " \t\n\r\v\f", ' ', "\0",
           "\x7f", "\x1f", '!@#$%', 'a b', 'é', "\xff", '~', '0x1A', '-1', '1.5', 'Hello, World!'];
foreach ($fns as $f) {
    echo $f, ':';
    foreach ($inputs as $s) {
        echo ' ', $f($s) ? 'T' : 'F';
    }
    echo "\n";
}
// Every byte against every class: print a compact map per function.
foreach ($fns as $f) {
    $bits = '';
    for ($i = 0; $i < 256; $i++) {
        $bits .= $f(chr($i)) ? '1' : '0';
    }
    echo $f, ' ', md5($bits), ' ', substr_count($bits, '1'), "\n";
}
