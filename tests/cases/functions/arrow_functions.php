<?php
$y = 10;
$f = fn($x) => $x + $y;
$y = 100;
echo $f(1), "\n";
$g = fn($x) => fn($z) => $x + $z + $y;
echo $g(1)(2), "\n";
$mod = fn() => $y++;
$mod();
echo $y, "\n";
$arr = array_map(fn($v) => $v ** 2, [1, 2, 3]);
echo implode(",", $arr), "\n";
$byRef = fn(&$x) => $x++;
$n = 1;
$byRef($n);
echo $n, "\n";
$typed = fn(int $a): string => "got $a";
var_dump($typed("7"));
