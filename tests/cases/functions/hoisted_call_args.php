<?php
// Calls of functions declared in the same file: argument values are taken
// where php sends them, warnings come in php's order, defaults, types,
// generators and recursion behave as through any call.
function show($a, $b = 'dflt', $c = null) {
    echo json_encode([$a, $b, $c]), "\n";
    return $a;
}
function typed(int $n, string $s = "x"): string { return str_repeat($s, $n); }
function gen($n) { for ($i = 0; $i < $n; $i++) yield $i * $n; }
function depth($n) { return $n === 0 ? 0 : 1 + depth($n - 1); }
class Dtor { function __destruct() { echo "destroyed\n"; } }
function take($o) { echo "in take\n"; }

$x = 1;
show($x, $x = 2, $x);
$y = 5;
show($y, $y++, $y);
show($undef1, $undef2);
show($undef3, print("side effect\n"));
show(1);
show(1, 2);
$arr = [1, 2];
show($arr, $arr[] = 3, count($arr));
echo typed(3), "|", typed("2", "ab"), "\n";
try {
    typed("nope");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    show();
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
foreach (gen(3) as $v) echo $v, " ";
echo "\n", depth(500), "\n";
take(new Dtor());
echo "after take\n";
$r = show(show(show(7)));
echo $r, "\n";
echo SHOW(8), "\n";
