<?php
class K {
    private $m = 3;
    protected static $label = "K";
    public function run($xs) { return array_map(fn($x) => $x * $this->m, $xs); }
    public function run2($xs) { return array_map(function ($x) { return $x + $this->m; }, $xs); }
    public function run3($xs) { $f = static fn($x) => static::$label . $x; return array_map($f, $xs); }
    public function adder() { return function ($x) { $this->m += $x; return $this->m; }; }
    public function sorted($xs) { usort($xs, fn($a, $b) => $this->cmp($a, $b)); return $xs; }
    private function cmp($a, $b) { return $b <=> $a; }
}
$k = new K;
echo implode(",", $k->run([1, 2])), "\n";
echo implode(",", $k->run2([1, 2])), "\n";
echo implode(",", $k->run3([1, 2])), "\n";
$add = $k->adder();
echo $add(10), " ", $add(5), "\n";
echo implode(",", $k->sorted([1, 3, 2])), "\n";
