<?php
class Counter implements SeekableIterator {
    private $p = 0;
    public function __construct(private int $n) {}
    public function current(): mixed { return "item{$this->p}"; }
    public function key(): mixed { return $this->p; }
    public function next(): void { $this->p++; }
    public function rewind(): void { echo "rewind\n"; $this->p = 0; }
    public function valid(): bool { return $this->p < $this->n; }
    public function seek(int $o): void { echo "seek $o\n"; if ($o >= $this->n) throw new OutOfBoundsException("bad $o"); $this->p = $o; }
}
foreach (new LimitIterator(new Counter(10), 3, 2) as $k => $v) echo "$k=$v\n";
$l = new LimitIterator(new Counter(10), 2, 5);
$l->rewind();
$l->seek(5);
echo $l->current(), " ", $l->getPosition(), "\n";
try { foreach (new LimitIterator(new Counter(3), 5) as $v) echo $v; } catch (OutOfBoundsException $e) { echo $e->getMessage(), "\n"; }
