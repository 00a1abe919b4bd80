<?php
function f($a, $b = 'default') {
    var_dump(func_num_args(), func_get_args());
    $a = 'modified';
    var_dump(func_get_arg(0));
}
f(1);
f(1, 2, 3, 4);
function g() { return func_get_args(); }
var_dump(g());
