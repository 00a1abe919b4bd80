<?php
function multiplier($factor) {
    return function ($x) use ($factor) { return $x * $factor; };
}
$double = multiplier(2);
$triple = multiplier(3);
echo $double(5), " ", $triple(5), "\n";
function compose(callable ...$fns) {
    return function ($x) use ($fns) {
        foreach ($fns as $f) $x = $f($x);
        return $x;
    };
}
echo compose($double, $triple, fn($x) => $x + 1)(1), "\n";
