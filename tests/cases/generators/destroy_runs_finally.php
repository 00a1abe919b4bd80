<?php
function g() {
    try {
        echo "before\n";
        yield 1;
        yield 2;
    } finally {
        echo "finally runs\n";
    }
}
$gen = g();
foreach ($gen as $v) { echo $v, "\n"; break; }
unset($gen);
echo "after unset\n";
function h() { try { yield 1; } finally { echo "h finally\n"; } }
foreach (h() as $v) { break; }
echo "end\n";
try { $x = new Generator; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $c = clone h(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$hh = h(); $hh->current();
echo "script end\n";
