<?php
class Bag implements ArrayAccess {
    private array $d = [];
    public function offsetExists(mixed $k): bool { echo "exists(", var_export($k, true), ")\n"; return isset($this->d[$k]); }
    public function offsetGet(mixed $k): mixed { echo "get(", var_export($k, true), ")\n"; return $this->d[$k] ?? null; }
    public function offsetSet(mixed $k, mixed $v): void { echo "set(", var_export($k, true), ")\n"; if ($k === null) { $this->d[] = $v; } else { $this->d[$k] = $v; } }
    public function offsetUnset(mixed $k): void { echo "unset(", var_export($k, true), ")\n"; unset($this->d[$k]); }
}
$b = new Bag;
$b['x'] = 1;
$b[] = 2;
$b[] = 3;
var_dump($b['x'], $b[0], $b[1]);
unset($b['x']);
var_dump($b['x']);
