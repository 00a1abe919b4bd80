<?php
// Flags and arrays may be passed as literals (php's prefer-reference parameters).
$a = [3, 1, 2];
var_dump(array_multisort($a, SORT_DESC, SORT_NUMERIC));
echo implode(',', $a), "\n";
var_dump(array_multisort([2, 1], [1, 2]));
$b = ['b', 'a'];
var_dump(array_multisort($b, [2, 1]));
echo implode(',', $b), "\n";
$flags = SORT_STRING;
$c = ['10', '9'];
array_multisort($c, $flags);
echo implode(',', $c), "\n";
