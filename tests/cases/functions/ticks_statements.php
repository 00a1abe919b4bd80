<?php
// Which statements tick under declare(ticks): php emits a tick after each
// statement but never two in a row, and none after top-level declarations.
function tick() { echo "  tick\n"; }
register_tick_function('tick');
declare(ticks=1);
echo "A\n";
if (true) { echo "B\n"; }
echo "C\n";
function f() { echo "F1\n"; echo "F2\n"; return 1; }
echo "D\n";
f();
echo "E\n";
for ($i = 0; $i < 2; $i++) { echo "L\n"; }
echo "G\n";
class C { function m() { echo "M1\n"; echo "M2\n"; } }
echo "H\n";
(new C)->m();
echo "I\n";
$f = function() { echo "K1\n"; echo "K2\n"; };
$f();
echo "J\n";
declare(ticks=2) { echo "T1\n"; echo "T2\n"; echo "T3\n"; echo "T4\n"; }
echo "N\n";
{ echo "blk\n"; }
;
echo "O\n";
try { echo "try\n"; } finally { echo "fin\n"; }
echo "P\n";
while ($i-- > 0) { echo "W\n"; }
do { echo "DO\n"; } while (false);
foreach ([1] as $v) { echo "FE\n"; }
switch ($v) { case 1: echo "S1\n"; break; default: echo "SD\n"; }
if ($v) { echo "IF\n"; } else { echo "ELSE\n"; }
if (!$v) { echo "IF\n"; } elseif ($v) { echo "ELSEIF\n"; }
if ($v) {}
$x = match ($v) { 1 => 'one' };
echo "$x\n";
goto done;
echo "skipped\n";
done:
echo "Q\n";
if (true) {
    function g() { echo "g\n"; }
}
g();
unregister_tick_function('tick');
echo "R\n";
register_tick_function('tick');
echo "e1", "e2\n";
function h() { global $g1, $g2; static $s1 = 1, $s2; unset($g1, $g2); }
h();
unregister_tick_function('tick');
