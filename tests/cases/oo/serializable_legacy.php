<?php
class Legacy implements Serializable {
    public $items = [];
    public function serialize() { echo "serialize()\n"; return json_encode($this->items); }
    public function unserialize($data) { echo "unserialize($data)\n"; $this->items = json_decode($data, true); }
}
$l = new Legacy;
$l->items = ['a' => 1, 'b' => [2, 3]];
$s = serialize($l);
var_dump($s);
$back = unserialize($s);
var_dump($back);
class Modern implements Serializable {
    public $v = 1;
    public function serialize() { return 'never'; }
    public function unserialize($d) {}
    public function __serialize(): array { return ['v' => $this->v]; }
    public function __unserialize(array $d): void { $this->v = $d['v'] + 1; }
}
$m = serialize(new Modern);
var_dump($m, unserialize($m));
class NullSer implements Serializable {
    public function serialize() { return null; }
    public function unserialize($d) {}
}
var_dump(serialize(new NullSer));
class BadSer implements Serializable {
    public function serialize() { return 42; }
    public function unserialize($d) {}
}
try { serialize(new BadSer); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
var_dump(new Legacy instanceof Serializable);
