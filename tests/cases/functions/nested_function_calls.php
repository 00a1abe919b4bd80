<?php
function a($x) { return b($x) + 1; }
function b($x) { return c($x) * 2; }
function c($x) { return $x - 3; }
echo a(10), "\n";
echo strtoupper(substr(str_repeat("ab", 3), 1, 3)), "\n";
echo implode("-", array_reverse(explode(",", "a,b,c"))), "\n";
