<?php
// rand/srand are the mt functions; rand() swaps reversed bounds.
srand(10);
$a = [rand(), rand(1, 10), rand(10, 1), rand(-3, 3)];
mt_srand(10);
$b = [mt_rand(), mt_rand(1, 10), mt_rand(1, 10), mt_rand(-3, 3)];
var_dump($a === $b);
echo implode(',', $a), "\n";
srand(5);
echo rand(50, 0), ' ', rand(0, 50), "\n";
