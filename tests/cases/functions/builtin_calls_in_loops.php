<?php
// Builtins called by name with variable and literal arguments, inside loops
// (where they run from the VM's hot loop): results, warnings with their
// lines, exceptions caught in and around the loop, callbacks, references.
$words = ["alpha", "beta", "gamma", "delta"];
$out = [];
for ($i = 0; $i < 8; $i++) {
    $w = $words[$i & 3];
    $u = ucfirst($w);
    $out[] = $u;
    $n = strlen($u) + abs(-$i) + max($i, 3);
}
echo implode(",", $out), " ", $n, "\n";

// An undefined variable argument warns (in argument order) before the call.
for ($i = 0; $i < 2; $i++) {
    $r = str_repeat($undefined, 2);
    var_dump($r);
}

// A builtin throwing inside the loop, caught inside and outside it.
$caught = 0;
for ($i = -2; $i < 2; $i++) {
    try {
        $s = str_repeat("ab", $i);
        echo "ok $i: '$s'\n";
    } catch (ValueError $e) {
        $caught++;
        echo get_class($e), " at line ", $e->getLine(), ": ", $e->getMessage(), "\n";
    }
}
try {
    for ($i = 3; $i > -3; $i--) {
        $x = intdiv(12, $i);
        echo "$x ";
    }
} catch (DivisionByZeroError $e) {
    echo "\n", $e->getMessage(), " (i=$i) line ", $e->getLine(), "\n";
}

// A warning's line inside the loop.
$total = 0;
$odd = "abc";
for ($i = 0; $i < 3; $i++) {
    $v = hex2bin($odd);
    $total += (int)$v;
}
var_dump($total);

// Callbacks that throw, and callbacks that change the loop's variables
// through references.
$k = 0;
$double = function ($v) use (&$k) { $k++; return $v * 2; };
$sum = 0;
for ($i = 0; $i < 5; $i++) {
    $arr = [$i, $k];
    $m = array_map($double, $arr);
    $sum += array_sum($m);
}
echo "sum $sum k $k\n";
$bad = function ($v) { if ($v > 2) { throw new RuntimeException("too big: $v"); } return $v; };
try {
    for ($i = 0; $i < 10; $i++) {
        $a = [$i];
        $r = array_map($bad, $a);
        echo $r[0];
    }
} catch (RuntimeException $e) {
    echo "\n", $e->getMessage(), " line ", $e->getLine(), "\n";
}

// By-reference builtins and functions defined after their call site or
// conditionally go the general way.
$hits = 0;
$lines = ["a=1", "b=22", "c", "d=4444"];
for ($i = 0; $i < 4; $i++) {
    $line = $lines[$i];
    if (preg_match('/^(\w)=(\d+)$/', $line, $m)) {
        $hits += strlen($m[2]);
    }
}
echo "hits $hits\n";
if (true) {
    function late_defined($x) { return $x . "!"; }
}
for ($i = 0; $i < 3; $i++) {
    $s = late_defined($i);
    echo $s;
}
echo "\n";
$keys = ["x", "y"];
for ($i = 0; $i < 2; $i++) {
    $key = $keys[$i];
    $vals = [$key => $i];
    $ok = array_key_exists($key, $vals);
    var_dump($ok);
}

// Strings assigned and appended in a loop, sharing their bytes.
$names = ["ann", "bob", "cy"];
$list = [];
$last = "";
for ($i = 0; $i < 6; $i++) {
    $last = $names[$i % 3];
    $copy = $last;
    $list[] = $copy;
}
$list[0] .= "-changed";
echo implode(" ", $list), " | ", $last, " ", $names[0], "\n";

// exit() from a callback called in a loop.
$stop = function ($v) { echo "stopping at $v\n"; exit(3); };
for ($i = 0; $i < 5; $i++) {
    $one = [$i];
    if ($i == 2) {
        array_map($stop, $one);
    }
}
echo "not reached\n";
