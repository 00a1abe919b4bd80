<?php
// A reference passed to a typed by-reference parameter: when the value
// already has the type it goes straight in; otherwise it is coerced (and
// the coerced value written through the reference) or rejected.
function addOne(int &$n) { $n++; return $n; }
function push(array &$a, $v) { $a[] = $v; return count($a); }
function half(float &$f) { $f /= 2; }
function name(?string &$s) { $s = ($s ?? "none") . "!"; }
$i = 1;
var_dump(addOne($i), $i);
$arr = [1];
var_dump(push($arr, 2), push($arr, 3), $arr);
$f = 3;
half($f);
var_dump($f);
$s = null;
name($s);
var_dump($s);
$str = "5";
addOne($str);
var_dump($str);
$bad = "x";
try {
    addOne($bad);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump($bad);
$notArr = 1;
try {
    push($notArr, 2);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
$copy = $arr;
push($arr, 4);
var_dump(count($copy), count($arr));
function sortRange(array &$a, int $lo, int $hi) {
    if ($lo >= $hi) return;
    $p = $a[intdiv($lo + $hi, 2)];
    [$a[$lo], $a[$hi]] = [$a[$hi], $a[$lo]];
    sortRange($a, $lo + 1, $hi);
    return $p;
}
$data = [5, 3, 8, 1];
sortRange($data, 0, 3);
echo implode(",", $data), "\n";
