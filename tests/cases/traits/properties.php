<?php
trait Counter {
    private int $count = 0;
    public static $instances = 0;
    protected array $log = [];
    public function inc(): static { $this->count++; $this->log[] = $this->count; return $this; }
    public function count(): int { return $this->count; }
    public static function made() { return ++static::$instances; }
}
class A { use Counter; public $name = 'a'; }
class B { use Counter; }
$a = new A;
$a->inc()->inc();
echo $a->count(), "\n";
var_dump($a);
print_r($a);
A::made(); A::made(); B::made();
var_dump(A::$instances, B::$instances);
class C { use Counter; private int $count = 0; }
$c = new C; $c->inc(); echo $c->count(), "\n";
var_dump((array)$c);
