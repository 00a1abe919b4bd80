<?php
class Store implements ArrayAccess {
    private array $d = [];
    public function offsetExists($k): bool { return isset($this->d[$k]); }
    public function &offsetGet($k): mixed {
        if (!array_key_exists($k, $this->d)) { $this->d[$k] = null; }
        return $this->d[$k];
    }
    public function offsetSet($k, $v): void { if ($k === null) { $this->d[] = $v; } else { $this->d[$k] = $v; } }
    public function offsetUnset($k): void { unset($this->d[$k]); }
    public function all(): array { return $this->d; }
}
$s = new Store;
$s['a']['b'] = 1;
$s['a']['c'][] = 2;
$s['n'] = 1;
$s['n']++;
$s['n'] += 5;
$x = &$s['m'];
$x = 'via ref';
$s['list'][] = 'a';
$s['list'][] = 'b';
print_r($s->all());
