<?php
function typed(int $a, string ...$rest): Generator {
    yield $a;
    foreach ($rest as $r) yield $r;
    yield func_num_args();
    return 1;
}
foreach (typed(1, "x", "y") as $v) var_dump($v);
try {
    typed("nope");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    typed();
} catch (ArgumentCountError $e) {
    echo get_class($e), "\n";
}
function lazy() { echo "body starts\n"; yield 1; }
$l = lazy();
echo "before current\n";
$l->current();
function statics() { static $n = 0; $n++; yield $n; }
foreach (statics() as $v) echo $v;
foreach (statics() as $v) echo $v;
echo "\n";
$g = lazy();
try { $g->send(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { $g->current(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { $g->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
