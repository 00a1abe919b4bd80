<?php
class Bag implements ArrayAccess {
    public array $d = [];
    public function offsetExists($k): bool { return isset($this->d[$k]); }
    public function offsetGet($k): mixed { echo "get($k)\n"; return $this->d[$k] ?? null; }
    public function offsetSet($k, $v): void { echo "set($k)\n"; $this->d[$k] = $v; }
    public function offsetUnset($k): void { echo "unset($k)\n"; unset($this->d[$k]); }
}
$b = new Bag;
$b['arr'] = [1, 2];
$b['arr'][] = 3;
$b['arr']['k'] = 4;
var_dump($b['arr']);
$b['child'] = new Bag;
$b['child']['x'] = 'deep';
var_dump($b['child']['x']);
unset($b['child']['x']);
var_dump(count($b['child']->d));
$r = &$b['arr'];
$r[] = 99;
var_dump(count($b->d['arr']));
