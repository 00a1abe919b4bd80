<?php
class Collection extends ArrayObject {
    public function offsetSet(mixed $key, mixed $value): void {
        echo "set ", var_export($key, true), "\n";
        parent::offsetSet($key, is_string($value) ? strtoupper($value) : $value);
    }
    public function offsetGet(mixed $key): mixed {
        echo "get $key\n";
        return parent::offsetGet($key);
    }
    public function sum(): int { return array_sum($this->getArrayCopy()); }
}
$c = new Collection([1, 2]);
$c[] = 'abc';
$c['k'] = 'def';
var_dump($c[2], $c['k'], count($c));
$d = new Collection([5, 6, 7]);
echo $d->sum(), "\n";
var_dump($d instanceof ArrayObject, $d instanceof Countable);
class NoCtor extends ArrayObject { public function __construct() {} }
$n = new NoCtor;
$n['a'] = 1;
var_dump(count($n), $n->getArrayCopy());
