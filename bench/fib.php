<?php
// Recursive fibonacci: call overhead, small frames, integer add.
function fib($n) {
    return $n < 2 ? $n : fib($n - 1) + fib($n - 2);
}
echo "checksum: ", fib(35), "\n";
