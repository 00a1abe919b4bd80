<?php
trait Magic {
    private array $data = [];
    public function __construct(array $d = []) { $this->data = $d; echo "ctor ", static::class, "\n"; }
    public function __get($n) { return $this->data[$n] ?? "none($n)"; }
    public function __set($n, $v) { $this->data[$n] = $v; }
    public function __isset($n) { return isset($this->data[$n]); }
    public function __call($m, $a) { return "$m(" . implode(",", $a) . ")"; }
    public static function __callStatic($m, $a) { return "static $m"; }
    public function __toString(): string { return static::class . json_encode($this->data); }
}
class Bag { use Magic; }
$b = new Bag(['a' => 1]);
echo $b->a, " ", $b->zz, "\n";
$b->c = 3;
var_dump(isset($b->c), isset($b->d));
echo $b->doIt(1, 2), " ", Bag::stat(), "\n";
echo $b, "\n";
var_dump($b instanceof Stringable);
