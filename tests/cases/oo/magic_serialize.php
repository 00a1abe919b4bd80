<?php
class Session {
    private array $data = [];
    private $conn = 'resource-like';
    public function __construct(public string $id) {}
    public function set($k, $v) { $this->data[$k] = $v; }
    public function __serialize(): array {
        echo "__serialize\n";
        return ['id' => $this->id, 'data' => $this->data];
    }
    public function __unserialize(array $d): void {
        echo "__unserialize\n";
        $this->id = $d['id'];
        $this->data = $d['data'];
        $this->conn = 'reconnected';
    }
}
$s = new Session('abc');
$s->set('user', 42);
$str = serialize($s);
var_dump($str);
$back = unserialize($str);
var_dump($back);
$both = serialize([$s, $s]);
var_dump($both);
$two = unserialize($both);
var_dump($two[0] === $two[1]);
