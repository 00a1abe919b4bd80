<?php
class Magic {
    private $data = ['a' => 1];
    public function __get($n) { echo "get $n\n"; return $this->data[$n] ?? null; }
    public function __set($n, $v) { echo "set $n\n"; $this->data[$n] = $v; }
    public function __isset($n) { echo "isset $n\n"; return isset($this->data[$n]); }
    public function __unset($n) { echo "unset $n\n"; unset($this->data[$n]); }
    public function __call($n, $args) { return "$n(" . implode(",", $args) . ")"; }
    public static function __callStatic($n, $args) { return "static $n(" . count($args) . ")"; }
}
$m = new Magic;
echo $m->a, "\n";
$m->b = 2;
var_dump(isset($m->b), isset($m->zz), empty($m->a));
unset($m->b);
var_dump(isset($m->b));
echo $m->foo(1, 2, 3), "\n";
echo Magic::bar(1, 2), "\n";
echo $m->data ?? 'x', "\n";
