<?php
// Calls and returns the hot loop runs itself (fast_calls.rs), and every way
// out of them: traces and lines from a callee entered there, warnings,
// exceptions, generators, discarded results, defaults, non-scalar values.
function fib($n) { return $n < 2 ? $n : fib($n - 1) + fib($n - 2); }
function half($x) { return $x / 2; }
function isodd($x) { return ($x & 1) == 1; }
function nothing($x) { $y = $x + 1; return; }
function maybe($x) { if ($x > 2) { return null; } return $x * 1.5; }
function where($n) {
    if ($n == 0) {
        $t = debug_backtrace();
        echo count($t), " frames, lines:";
        foreach ($t as $f) { echo " ", $f['line'] ?? '-', ":", $f['function']; }
        echo "\n";
        return 0;
    }
    return where($n - 1) + 1;
}
function thrower($n) {
    if ($n == 3) { throw new RuntimeException("at $n"); }
    return thrower($n + 1) + 1;
}
function warns($n) {
    if ($n == 2) { return $n + $undefined; }
    return warns($n + 1) * 2;
}
function withdef($a, $b = 10) { return $a + $b; }
function str($n) { return $n < 1 ? "s" : str($n - 1) . $n; }
function arr($n) { $a = [$n]; return $n < 1 ? 0 : arr($n - 1) + count($a); }
function gen($n) {
    for ($i = 0; $i < $n; $i++) {
        yield half($i) + fib(5);
    }
    return fib(6);
}

echo fib(15), "\n";
$s = 0;
for ($i = 0; $i < 20; $i++) {
    $s += half($i);
    if (isodd($i)) { $s++; }
    nothing($i);
    $m = maybe($i % 4);
    var_dump($m);
}
var_dump($s);
echo where(4), "\n";
try {
    for ($i = 0; $i < 3; $i++) { thrower($i); }
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
for ($i = 0; $i < 2; $i++) { echo warns($i), "\n"; }
for ($i = 0; $i < 3; $i++) { echo withdef($i), " ", withdef($i, $i), "\n"; }
for ($i = 0; $i < 3; $i++) { echo str($i), " ", arr($i), "\n"; }
$g = gen(4);
foreach ($g as $k => $v) { echo "$k => $v\n"; }
echo $g->getReturn(), "\n";
for ($i = 0; $i < 3; $i++) { echo fib($i + 0.5), " ", half("8"), "\n"; }
for ($i = 0; $i < 2; $i++) { echo half($undef ?? 4), "\n"; echo half($nope), "\n"; }
