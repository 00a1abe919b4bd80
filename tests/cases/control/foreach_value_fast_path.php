<?php
// foreach by value over arrays: packed and hash arrays, holes left by
// unset, keys, the loop variable already a reference, an array changed
// inside the loop, objects whose destructors run when the array goes.
class D {
    public function __construct(public $n) {}
    public function __destruct() { echo "destruct ", $this->n, "\n"; }
}
$a = [10, 20, 30];
foreach ($a as $k => $v) { echo "$k=$v "; $a[] = $v; }
echo "\n", count($a), "\n";
$h = ['x' => 1, 'y' => 2, 'z' => 3, 'w' => 4];
unset($h['y']);
foreach ($h as $k => $v) { echo "$k=$v "; }
echo "\n";
$x = 0;
$v = &$x;
foreach ([5, 6, 7] as $v) { }
echo "x=$x\n";
unset($v);
$nested = [[1, 2], [3], []];
foreach ($nested as $i => $row) {
    foreach ($row as $j => $cell) { echo "$i.$j=$cell "; }
}
echo "\n";
foreach ([new D(1), new D(2)] as $o) { echo "in ", $o->n, "\n"; }
echo "after loop\n";
unset($o);
echo "unset\n";
$objs = [new D(3), new D(4)];
foreach ($objs as $o) { }
$objs = null;
echo "objs gone\n";
unset($o);
echo "o gone\n";
$r = [1, 2];
$ref = &$r[0];
foreach ($r as $v) { echo $v, " "; $ref = 9; }
echo "\n";
$s = 0;
foreach (range(1, 5) as $v) { $s += $v; if ($v == 3) break; }
echo $s, "\n";
function gen_keys() { foreach ([1.5 => 'a', true => 'b', "07" => 'c', "7" => 'd'] as $k => $v) { var_dump($k); } }
gen_keys();
