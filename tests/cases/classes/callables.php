<?php
class Sorter {
    private $calls = 0;
    public function cmp($a, $b) { $this->calls++; return $a <=> $b; }
    public static function rev($a, $b) { return $b <=> $a; }
    public function sort(array $x) { usort($x, [$this, 'cmp']); return $x; }
    public function calls() { return $this->calls > 0 ? "called" : "not called"; }
}
class Doubler {
    public function __invoke($x) { return $x * 2; }
}
$s = new Sorter;
print_r($s->sort([3, 1, 2]));
echo $s->calls(), "\n";
$a = [1, 5, 3];
usort($a, ['Sorter', 'rev']);
print_r($a);
usort($a, 'Sorter::rev');
echo implode(",", $a), "\n";
$d = new Doubler;
echo $d(21), "\n";
print_r(array_map($d, [1, 2, 3]));
echo call_user_func([$s, 'cmp'], 1, 2), " ", call_user_func_array('Sorter::rev', [1, 2]), "\n";
var_dump(is_callable([$s, 'cmp']), is_callable([$s, 'nope']), is_callable($d), is_callable(new Sorter));
try { $s(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
