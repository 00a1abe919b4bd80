<?php
class Bag implements ArrayAccess {
    public array $d = [];
    public function offsetExists($k): bool { echo "exists($k)\n"; return isset($this->d[$k]); }
    public function offsetGet($k): mixed { echo "get($k)\n"; return $this->d[$k] ?? null; }
    public function offsetSet($k, $v): void { echo "set($k)\n"; $this->d[$k] = $v; }
    public function offsetUnset($k): void { echo "unset($k)\n"; unset($this->d[$k]); }
}
$b = new Bag;
$b['n'] = 5;
$b['n'] += 10;
$b['n'] .= '!';
var_dump($b['n']);
$b['s'] ??= 'first';
$b['s'] ??= 'second';
var_dump($b->d);
$b['i'] = 1;
$b['i']++;
var_dump($b['i']);
