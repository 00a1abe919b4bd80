<?php
// foreach over loop-resumed generators into typed references: values are
// coerced (weak mode) or refused with a TypeError from the foreach, for
// plain yields, keyed yields and `yield from` an array.
class A { public int $x = 0; public ?string $s = null; }
$a = new A;
$r = &$a->x;
function arr() { yield from [1, "7", 2.0, "nope", 3]; return 9; }
$g = arr();
try {
    foreach ($g as $k => $r) { echo "$k: "; var_dump($r); }
} catch (TypeError $e) {
    echo $e->getMessage(), " @", $e->getLine(), "\n";
}
echo $g->key(), "\n";
while ($g->valid()) { echo $g->key(), "=", $g->current(), "\n"; $g->next(); }
echo $g->getReturn(), "\n";
var_dump($a);
$q = &$a->s;
function keyed() { yield 1 => "a"; yield 2 => 5; yield 3 => [1]; yield 4 => "z"; }
try {
    foreach (keyed() as $k => $q) { echo $k, " "; var_dump($q); }
} catch (TypeError $e) {
    echo $e->getMessage(), " @", $e->getLine(), "\n";
}
var_dump($a->s);
