<?php
// `===` and `!==` as conditions (if, while, ternary, &&/||) over every type pair.
function show($label, $a, $b) {
    echo $label, ": ", ($a === $b ? "same" : "differ"), " ", ($a !== $b ? "ne" : "eq"), "\n";
    if ($a === $b) { echo "  if-same\n"; } else { echo "  if-differ\n"; }
    if (!($a !== $b)) { echo "  not-ne\n"; }
}
$o = new stdClass;
$p = new stdClass;
$cases = [
    ["int/int", 1, 1], ["int/float", 1, 1.0], ["float/float", 0.5, 0.5],
    ["nan/nan", NAN, NAN], ["str/str", "a", "a"], ["str/numstr", "1", "01"],
    ["null/null", null, null], ["null/false", null, false], ["bool", true, true],
    ["arr/arr", [1, 2], [1, 2]], ["arr/order", ["a" => 1, "b" => 2], ["b" => 2, "a" => 1]],
    ["arr/int-str", [1], ["1"]], ["obj/same", $o, $o], ["obj/other", $o, $p],
    ["obj/null", $o, null], ["int/str", 0, "0"],
];
foreach ($cases as [$l, $a, $b]) {
    show($l, $a, $b);
}
// References are compared by what they hold.
$x = 5;
$r = &$x;
if ($r === 5) { echo "ref holds 5\n"; }
$arr = [null];
$e = &$arr[0];
if ($arr[0] === null) { echo "ref element null\n"; }
// Undefined variables warn once per read, then compare as null.
if ($undef === null) { echo "undefined is null\n"; }
echo $undef2 !== null ? "set\n" : "unset\n";
// In loops and with && / ||.
$s = "a,b,,c";
$pos = 0;
$n = 0;
while (($q = strpos($s, ",", $pos)) !== false) {
    $n++;
    $pos = $q + 1;
}
echo "commas: $n\n";
$v = 3;
if ($v === 3 && $o !== null) { echo "both\n"; }
if ($v === 4 || $o === $p) { echo "either\n"; } else { echo "neither\n"; }
for ($i = 0; $i !== 3; $i++) { echo $i; }
echo "\n";
// A condition whose operand is a function call that throws.
function boom() { throw new RuntimeException("boom"); }
try {
    if (boom() === 1) { echo "unreached\n"; }
} catch (RuntimeException $ex) {
    echo "caught ", $ex->getMessage(), "\n";
}
