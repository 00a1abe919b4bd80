<?php
class Person {
    public function __construct(public string $name, public int $age = 30) { echo "ctor($name)\n"; }
}
class NoCtor { public $x = 1; }
class Hidden { protected function __construct() {} }
$r = new ReflectionClass('Person');
$a = $r->newInstance('Ann');
var_dump($a);
$b = $r->newInstance('Bob', 40);
var_dump($b);
$c = $r->newInstanceArgs(['Cy', 25]);
var_dump($c);
$d = $r->newInstanceArgs(['age' => 7, 'name' => 'Di']);
var_dump($d);
var_dump($r->newInstanceArgs([]) ?? null);
