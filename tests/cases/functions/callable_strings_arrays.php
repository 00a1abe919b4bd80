<?php
function double($x) { return $x * 2; }
$name = "double";
echo $name(4), "\n";
echo call_user_func("double", 5), "\n";
echo call_user_func_array("double", [6]), "\n";
echo call_user_func_array('str_replace', ['a', 'b', 'banana']), "\n";
echo implode(",", array_map('strtoupper', ['a', 'b'])), "\n";
$f = 'str' . 'len';
echo $f("hello"), "\n";
var_dump(is_callable('double'), is_callable('nope'), is_callable(fn() => 1));
$fc = double(...);
echo $fc(21), "\n";
$sl = strlen(...);
echo $sl("four"), "\n";
