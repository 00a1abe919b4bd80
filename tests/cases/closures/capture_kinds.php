<?php
// Captured variables of every kind copied into the frame on each call:
// scalars, strings, arrays (copy on write), objects, references, null,
// a capture of an undefined variable, and closures called many times
// so each call starts from the captured value again.
$i = 1;
$s = "abc";
$arr = [1, 2];
$obj = new stdClass;
$obj->n = 0;
$n = null;
$total = 0;
$f = function ($x) use ($i, $s, $arr, $obj, $n, &$total) {
    $i += $x;          // local copy only
    $s .= $x;
    $arr[] = $x;
    $obj->n += $x;     // the same object
    $total += $i;
    return [$i, $s, count($arr), $obj->n, $n];
};
for ($k = 1; $k <= 3; $k++) {
    echo json_encode($f($k)), "\n";
}
var_dump($i, $s, $arr, $obj->n, $total);

$g = function () use ($undefined) {
    return $undefined ?? "was undefined";
};
var_dump($g(), $g());

// Arrow functions capture by value at creation, including nested ones.
$base = 10;
$add = fn($x) => fn($y) => $x + $y + $base;
$base = 1000;
$add5 = $add(5);
var_dump($add5(1), $add5(2));

// A capture whose value is itself a closure, called through the capture.
$twice = fn(callable $h) => fn($x) => $h($h($x));
$inc = fn($x) => $x + 1;
var_dump($twice($inc)(0), $twice($twice($inc))(0));

// Static closures and bound closures with captures.
class Counter {
    private $c = 0;
    function adder($step) {
        return function () use ($step) { return $this->c += $step; };
    }
}
$adder = (new Counter)->adder(3);
var_dump($adder(), $adder(), $adder());
$st = static function ($x) use ($s) { return $s . $x; };
var_dump($st("!"), $st("?"));

// Captured by-reference variable changed between calls.
$acc = [];
$push = function ($v) use (&$acc) { $acc[] = $v; return count($acc); };
$push(1);
$acc = ["reset"];
var_dump($push(2), $acc);
