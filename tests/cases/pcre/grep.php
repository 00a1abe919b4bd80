<?php
$a = ['1', 'apple', '22', 'k' => '3.5', 'banana', 7];
print_r(preg_grep('/^\d+$/', $a));
print_r(preg_grep('/^\d+$/', $a, PREG_GREP_INVERT));
print_r(preg_grep('/an/', []));
var_dump(preg_grep('/(/', $a));
