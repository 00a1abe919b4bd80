<?php
class Lazy implements ArrayAccess, IteratorAggregate {
    private array $cache = [];
    public function __construct(private Closure $make) {}
    public function offsetExists($k): bool { return true; }
    public function offsetGet($k): mixed { return $this->cache[$k] ??= ($this->make)($k); }
    public function offsetSet($k, $v): void { $this->cache[$k] = $v; }
    public function offsetUnset($k): void { unset($this->cache[$k]); }
    public function getIterator(): Generator { yield from $this->cache; }
}
$sq = new Lazy(fn($n) => $n * $n);
echo $sq[3] + $sq[4], "\n";
$sq['x'] = 'set';
foreach ($sq as $k => $v) echo "$k=$v\n";
$words = new Lazy(fn($w) => strtoupper($w));
echo "{$words['hello']} {$words['world']}\n";
echo $words['a'] . $sq[2], "\n";
