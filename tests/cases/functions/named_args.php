<?php
function f($a, $b = 'B', $c = 'C') { return "$a $b $c"; }
echo f(1, c: 'x'), "\n";
echo f(c: 3, a: 1), "\n";
echo f(a: 'only'), "\n";
echo str_pad(string: "x", length: 5, pad_string: "-", pad_type: STR_PAD_LEFT), "\n";
try {
    f(1, a: 2);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    f(1, nope: 2);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    f(b: 2);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
