<?php
function three($a, $b, $c) { return "$a-$b-$c"; }
$args = [1, 2, 3];
echo three(...$args), "\n";
echo three(0, ...[5, 6]), "\n";
echo three(...['c' => 'C', 'a' => 'A', 'b' => 'B']), "\n";
echo three(...[1], ...[2, 3]), "\n";
function gen() { yield 7; yield 8; yield 9; }
echo three(...gen()), "\n";
