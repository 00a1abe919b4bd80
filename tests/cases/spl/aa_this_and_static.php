<?php
class Reg implements ArrayAccess {
    public static $inst;
    public $items;
    public function __construct() { $this->items = new ArrayObject; }
    public function offsetExists($k): bool { return isset($this->items[$k]); }
    public function offsetGet($k): mixed { return $this->items[$k]; }
    public function offsetSet($k, $v): void { $this->items[$k] = $v; }
    public function offsetUnset($k): void { unset($this->items[$k]); }
    public function selfTest() { $this['me'] = 'self'; return $this['me'] . (isset($this['me']) ? '!' : '?'); }
}
Reg::$inst = new Reg;
Reg::$inst['a'] = ['b' => 'c'];
echo Reg::$inst['a']['b'], "\n";
var_dump(Reg::$inst['a']['zz'] ?? 'deflt', isset(Reg::$inst['a']['b']));
echo Reg::$inst->selfTest(), "\n";
$r = Reg::$inst;
$r->items['direct'] = 1;
$r->items['direct']++;
var_dump($r['direct']);
$ao = new ArrayObject([1,2,3]);
