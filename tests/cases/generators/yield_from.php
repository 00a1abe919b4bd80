<?php
function inner() {
    $x = yield 1;
    echo "inner got ", var_export($x, true), "\n";
    yield 2;
    return "inner-result";
}
function outer() {
    yield 0;
    $r = yield from inner();
    echo "r = $r\n";
    $a = yield from ['x' => 10, 'y' => 20, 30];
    var_dump($a);
    yield 99;
    return "outer-result";
}
foreach (outer() as $k => $v) {
    echo "$k => $v\n";
}
$g = outer();
$g->current();
$g->next();
var_dump($g->current());
var_dump($g->send("hello"));
echo "---\n";
function counter($from, $to) { for ($i = $from; $i <= $to; $i++) yield $i; return $to - $from + 1; }
function all() {
    $n = yield from counter(1, 3);
    $m = yield from counter(10, 11);
    return $n + $m;
}
$all = all();
foreach ($all as $k => $v) echo "$k:$v ";
echo "\n", $all->getReturn(), "\n";
var_dump(iterator_to_array(all(), false));
var_dump(iterator_to_array(all(), true));
