<?php
class Count3 implements Iterator {
    private $i = 0;
    public function current(): mixed { echo "[current]"; return $this->i * 10; }
    public function key(): mixed { return "k" . $this->i; }
    public function next(): void { echo "[next]"; $this->i++; }
    public function rewind(): void { echo "[rewind]"; $this->i = 0; }
    public function valid(): bool { return $this->i < 3; }
}
class Agg implements IteratorAggregate {
    public function getIterator(): Iterator { return new Count3(); }
}
function g() {
    $r = yield from new Count3();
    var_dump($r);
    yield from new Agg();
    yield 'end';
}
foreach (g() as $k => $v) echo " $k=$v\n";
var_dump(iterator_to_array(new Agg()));
echo iterator_count(new Count3()), "\n";
function genagg() { yield 1; yield 2; }
class GenAgg implements IteratorAggregate {
    public function getIterator(): Generator { yield 'a' => 1; yield 'b' => 2; }
}
var_dump([...new GenAgg()]);
