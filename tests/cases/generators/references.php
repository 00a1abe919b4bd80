<?php
function gen_ref(&$counter) {
    while ($counter < 3) {
        $counter++;
        yield $counter;
    }
}
$c = 0;
foreach (gen_ref($c) as $v) echo "v=$v c=$c\n";
echo "c=$c\n";
function holder() {
    $local = [1, 2];
    $r = &$local;
    yield $r;
    $r[] = 3;
    yield $local;
}
foreach (holder() as $v) echo count($v), "\n";
function acc() {
    $sum = 0;
    while (true) {
        $x = yield $sum;
        if ($x === null) break;
        $sum += $x;
    }
    return $sum;
}
$a = acc();
foreach ([1, 2, 3, 4] as $n) $a->send($n);
var_dump($a->current());
$a->next();
var_dump($a->getReturn());
