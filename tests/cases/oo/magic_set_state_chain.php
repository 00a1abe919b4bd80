<?php
class Config {
    public $values = [];
    public $child = null;
    public static function __set_state(array $a) {
        $c = new self;
        $c->values = $a['values'];
        $c->child = $a['child'];
        return $c;
    }
}
$root = new Config;
$root->values = ['debug' => true, 'level' => 3, 5 => 'five', 'pi' => 3.14];
$root->child = new Config;
$root->child->values = ['nested' => null];
$code = var_export($root, true);
echo $code, "\n";
$copy = eval("return $code;");
var_dump($copy == $root, $copy === $root);
var_export([1 => new Config, 'e' => []]);
echo "\n";
