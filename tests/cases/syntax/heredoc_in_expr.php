<?php
$a = [<<<A
first
A, <<<'B'
second
B];
var_dump($a);
function f($s) { return strlen($s); }
echo f(<<<X
abc
X), "\n";
$empty = <<<E
E;
var_dump($empty);
