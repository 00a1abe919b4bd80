<?php
// Builtins calling back into closures: plain and capturing closures,
// by-reference parameters, filter modes, bool comparators, throws, traces.
$a = [3 => 'c', 1 => 'a', 2 => 'b'];
$m = 2;
print_r(array_map(fn($x) => str_repeat($x, $m), $a));
print_r(array_map(function ($x) { return strtoupper($x); }, $a));
print_r(array_filter([1, 2, 3, 4, 5, 6], fn($x) => $x % 2 == 0));
print_r(array_filter(['a' => 1, 'b' => 2, 'c' => 3], fn($k) => $k != 'b', ARRAY_FILTER_USE_KEY));
print_r(array_filter(['a' => 1, 'b' => 2, 'c' => 3], fn($v, $k) => $v > 1 && $k != 'c', ARRAY_FILTER_USE_BOTH));
echo array_reduce([1, 2, 3, 4], fn($c, $x) => $c + $x * $m, 10), "\n";
$list = [5, 3, 9, 1, 7];
usort($list, fn($x, $y) => $x <=> $y);
echo implode(",", $list), "\n";
$byLen = ['ccc', 'a', 'bb', 'dddd'];
usort($byLen, function ($x, $y) { return strlen($x) > strlen($y); });
echo implode(",", $byLen), "\n";
$assoc = ['x' => 3, 'y' => 1, 'z' => 2];
uasort($assoc, fn($p, $q) => $q - $p);
print_r($assoc);
uksort($assoc, fn($p, $q) => strcmp($p, $q));
print_r($assoc);
// by-reference parameter through array_map: php warns and passes by value
$r = @array_map(function (&$x) { $x = $x * 10; return $x; }, [1, 2]);
print_r($r);
$data = [1, 2, 3];
array_walk($data, function (&$v, $k, $add) { $v = $v + $add + $k; }, 100);
print_r($data);
// a throw from a callback carries the builtin in its trace
function thrower($x) {
    if ($x == 2) {
        throw new RuntimeException("bad $x");
    }
    return $x;
}
try {
    array_map(fn($x) => thrower($x), [1, 2, 3]);
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
$count = 0;
$counter = function ($x) use (&$count) { $count++; return $x; };
array_map($counter, range(1, 5));
array_filter(range(1, 5), $counter);
echo "calls: $count\n";
class Holder {
    private $factor = 3;
    public function run(array $xs) {
        return array_map(fn($x) => $x * $this->factor, $xs);
    }
    public function sorted(array $xs) {
        usort($xs, [$this, 'cmp']);
        return $xs;
    }
    private function cmp($a, $b) { return $b <=> $a; }
}
$h = new Holder;
echo implode(",", $h->run([1, 2, 3])), " ", implode(",", $h->sorted([1, 3, 2])), "\n";
echo implode(",", array_map('strrev', ['ab', 'cd'])), "\n";
echo implode(",", array_map(strtoupper(...), ['ab', 'cd'])), "\n";
