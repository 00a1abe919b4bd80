<?php
$fact = function ($n) use (&$fact) {
    return $n <= 1 ? 1 : $n * $fact($n - 1);
};
echo $fact(6), "\n";
$fib = fn($n) => $n < 2 ? $n : $fib($n - 1) + $fib($n - 2);
try {
    echo $fib(5), "\n";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
