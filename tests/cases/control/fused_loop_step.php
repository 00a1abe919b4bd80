<?php
// The loop step fused with its test ($i++ then $i < $n), and == / != fused
// with a conditional jump: every operand kind must behave as the two apart.
for ($i = 0; $i < 3; $i++) echo $i, " ";
echo "\n";
for ($i = 0; $i <= 3; $i++) echo $i, " ";
echo "\n";
// Float, numeric-string and non-numeric limits.
for ($i = 0; $i < 2.5; $i++) echo $i, " ";
echo "\n";
for ($i = 0; $i < "3"; $i++) echo $i, " ";
echo "\n";
for ($i = 0; $i < "abc"; $i++) { echo $i, " "; if ($i > 4) break; }
echo "| ", $i, "\n";
for ($i = 0; $i < null; $i++) echo $i, " ";
echo "| ", $i, "\n";
// A float counter and a string counter.
for ($f = 0.5; $f < 3; $f++) echo $f, " ";
echo "\n";
for ($s = "a"; $s < "e"; $s++) echo $s, " ";
echo "\n";
for ($s = "8"; $s < 12; $s++) echo $s, " ";
echo "\n";
// Overflow to float at PHP_INT_MAX.
for ($i = PHP_INT_MAX - 2; $i < 1e19; $i++) {
    var_dump($i);
    if (is_float($i)) break;
}
// The counter is a reference.
$n = 0;
$r = &$n;
for ($r = 0; $r < 4; $r++) {}
echo $n, "\n";
function counts(&$c, $lim) {
    for (; $c < $lim; $c++) {}
}
$c = 2;
counts($c, 7);
echo $c, "\n";
// An undefined limit warns on each test.
for ($i = 0; $i < $undef; $i++) {}
echo $i, "\n";
// The limit changes inside the body.
$lim = 10;
for ($i = 0; $i < $lim; $i++) { $lim -= 2; }
echo $i, " ", $lim, "\n";
// An undefined counter.
for (; $u < 2; $u++) {}
var_dump($u);
// A null counter.
$z = null;
for (; $z < 2; $z++) {}
var_dump($z);
// A limit that is an array / an object.
for ($i = 0; $i < [1]; $i++) { if ($i > 3) break; }
echo $i, "\n";
// == and != in conditions.
$vals = [0, 1, "1", "01", "abc", null, false, true, 1.0, NAN, [], "", "0", " 1"];
foreach ($vals as $a) {
    $line = "";
    foreach ($vals as $b) {
        if ($a == $b) $line .= "1"; else $line .= "0";
        if ($a != $b) $line .= "n"; else $line .= "e";
        if (!($a == $b)) $line .= "!";
    }
    echo $line, "\n";
}
if ($nope == 1) echo "yes\n"; else echo "no\n";
if (1 != $nope2) echo "ne\n";
$o = new stdClass;
$p = new stdClass;
if ($o == $p) echo "objects equal\n";
$p->x = 1;
if ($o != $p) echo "objects differ\n";
$i = 0;
while ($i != 5) $i++;
echo $i, "\n";
do { $i--; } while ($i == 3 || $i == 4);
echo $i, "\n";
for ($i = PHP_INT_MAX - 1; $i <= PHP_INT_MAX; $i++) {
    var_dump($i);
    if (is_float($i)) break;
}
