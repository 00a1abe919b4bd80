<?php
class Point {
    public $x = 0;
    protected $y = 0;
    private $z = 0;
    public $w = 'default';
    public function __construct() { echo "constructor must not run\n"; }
}
class Woken {
    public $log = [];
    public function __wakeup() { echo "wakeup ", json_encode($this->log), "\n"; }
}
class Custom {
    public $data;
    public function __unserialize(array $d): void { echo "unserialize ", json_encode($d), "\n"; $this->data = $d; }
    public function __serialize(): array { return ['a' => 1]; }
}
$p = unserialize('O:5:"Point":3:{s:1:"x";i:1;s:4:"' . "\0*\0" . 'y";i:2;s:8:"' . "\0Point\0" . 'z";i:3;}');
print_r($p);
var_export((array) $p === ["x" => 1, "\0*\0y" => 2, "\0Point\0z" => 3, "w" => 'default']);
echo "\n";
// A property serialized as public lands on the protected declared one.
print_r(unserialize('O:5:"Point":1:{s:1:"y";i:7;}'));
print_r(unserialize('O:5:"Point":1:{s:5:"extra";i:7;}'));
print_r(unserialize('O:8:"stdClass":2:{s:1:"a";i:1;s:1:"b";a:1:{i:0;O:8:"stdClass":0:{}}}'));
print_r(unserialize('a:2:{i:0;O:5:"Woken":1:{s:3:"log";a:1:{i:0;s:5:"inner";}}i:1;O:5:"Woken":0:{}}'));
$c = unserialize('O:6:"Custom":2:{s:1:"a";i:1;s:1:"b";i:2;}');
var_dump($c->data);
$o = unserialize('a:2:{i:0;O:8:"stdClass":1:{s:1:"v";i:1;}i:1;r:2;}');
$o[1]->v = 2;
var_dump($o[0]->v, $o[0] === $o[1]);
$std = new stdClass;
$std->list = [1, 2];
$std->self = 'x';
print_r(unserialize(serialize($std)));
