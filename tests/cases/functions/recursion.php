<?php
function fact($n) { return $n <= 1 ? 1 : $n * fact($n - 1); }
function fib($n) { return $n < 2 ? $n : fib($n - 1) + fib($n - 2); }
echo fact(10), " ", fact(20), " ", fact(21), "\n";
echo fib(20), "\n";
function ackermann($m, $n) {
    if ($m == 0) return $n + 1;
    if ($n == 0) return ackermann($m - 1, 1);
    return ackermann($m - 1, ackermann($m, $n - 1));
}
echo ackermann(2, 3), "\n";
function depth($n) { return $n == 0 ? 0 : 1 + depth($n - 1); }
echo depth(5000), "\n";
