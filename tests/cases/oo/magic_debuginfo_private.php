<?php
class Secret {
    public $visible = 1;
    private $hidden = 2;
    private function __debugInfo() { return ['only' => 'this']; }
}
$s = new Secret;
var_dump($s);
print_r($s);
echo "\n";
var_dump((array) $s);
class Child extends Secret {}
$c = new Child;
var_dump($c);
