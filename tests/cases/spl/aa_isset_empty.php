<?php
class Bag implements ArrayAccess {
    public array $d = ['zero' => 0, 'null' => null, 'one' => 1];
    public function offsetExists($k): bool { echo "exists($k)\n"; return array_key_exists($k, $this->d); }
    public function offsetGet($k): mixed { echo "get($k)\n"; return $this->d[$k]; }
    public function offsetSet($k, $v): void { echo "set($k)\n"; $this->d[$k] = $v; }
    public function offsetUnset($k): void { echo "unset($k)\n"; unset($this->d[$k]); }
}
$b = new Bag;
var_dump(isset($b['zero']), isset($b['null']), isset($b['nope']));
var_dump(empty($b['zero']), empty($b['one']), empty($b['nope']));
var_dump($b['one'] ?? 'dflt', $b['nope'] ?? 'dflt', $b['null'] ?? 'dflt');
var_dump(isset($b['one']['x']));
