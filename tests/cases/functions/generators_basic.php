<?php
function gen($n) {
    for ($i = 0; $i < $n; $i++) {
        $x = yield $i => $i * 10;
        if ($x) echo "got $x\n";
    }
    return "ret";
}
foreach (gen(3) as $k => $v) echo "$k=$v\n";
$g = gen(3);
echo $g->current(), "\n";
$g->send("hello");
echo $g->current(), "\n";
while ($g->valid()) $g->next();
echo $g->getReturn(), "\n";
function inner() { yield 1; yield 2; return 3; }
function outer() { $r = yield from inner(); yield $r; }
foreach (outer() as $k => $v) echo "$k:$v ";
echo "\n";
