<?php
// A generator resumed by a hot foreach loop whose variable is a reference:
// the value goes through the reference, and a typed property's reference
// refuses (or coerces) it with php's TypeError from the foreach.
class T {
    public int $n = 0;
    public float $f = 0.0;
}
function vals() {
    for ($i = 1; $i <= 5; $i++) {
        yield $i === 4 ? "x" : $i;
    }
}
$t = new T;
$r = &$t->n;
$s = 0;
try {
    foreach (vals() as $r) {
        $s += $r;
    }
} catch (TypeError $e) {
    echo $e->getMessage(), " after $s\n";
}
var_dump($t->n);

$f = &$t->f;
$s = 0;
foreach (numbers_to(4) as $f) {
    $s += $f;
}
var_dump($t->f, $s);

function numbers_to(int $n) {
    for ($i = 1; $i <= $n; $i++) {
        yield $i;
    }
}

$x = 0;
$v = &$x;
$s = 0;
foreach (numbers_to(5) as $v) {
    $s += $v;
}
var_dump($x, $s);
