<?php
$it = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4]);
$even = new CallbackFilterIterator($it, fn($v) => $v % 2 === 0);
foreach ($even as $k => $v) echo "$k=$v\n";
$keys = new CallbackFilterIterator($it, function ($v, $k, $inner) {
    echo "check $k (", get_class($inner), ")\n";
    return $k > 'b';
});
var_dump(iterator_to_array($keys));
try { new CallbackFilterIterator($it, 'no_such_fn'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
class OddFilter extends FilterIterator {
    public function accept(): bool { return $this->current() % 2 === 1; }
}
foreach (new OddFilter($it) as $k => $v) echo "$k=$v\n";
var_dump(iterator_count(new OddFilter(new ArrayIterator([]))));
