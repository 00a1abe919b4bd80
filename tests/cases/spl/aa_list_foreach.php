<?php
class Row implements ArrayAccess {
    public function __construct(private array $d) {}
    public function offsetExists($k): bool { return isset($this->d[$k]); }
    public function offsetGet($k): mixed { echo "get($k) "; return $this->d[$k] ?? null; }
    public function offsetSet($k, $v): void { echo "set($k) "; $this->d[$k] = $v; }
    public function offsetUnset($k): void { unset($this->d[$k]); }
}
$r = new Row(['a', 'b', 'name' => 'n']);
[$x, $y] = $r;
['name' => $n] = $r;
echo "\n$x $y $n\n";
$t = new Row([]);
foreach ([[1, 2], [3, 4]] as [$t['p'], $t['q']]) { echo "\n"; }
echo $t['p'] + $t['q'], "\n";
[$t['a'], [$t['b']]] = [10, [20]];
echo "\n", $t['a'] + $t['b'], "\n";
