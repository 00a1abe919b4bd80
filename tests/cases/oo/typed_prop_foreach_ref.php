<?php
// foreach by reference over an object: the loop variable is a reference
// held by the typed property, and writes through it are checked.
class T {
    public int $i = 1;
    public ?string $s = null;
    public float $f = 1.5;
    public $untyped = 'u';
}
$t = new T;
foreach ($t as $k => &$v) {
    try {
        $v = "12";
    } catch (TypeError $e) {
        echo $k, ": ", $e->getMessage(), "\n";
    }
}
unset($v);
var_dump($t);
foreach ($t as $k => &$v) {
    try {
        $v = [1];
    } catch (TypeError $e) {
        echo $k, ": ", $e->getMessage(), "\n";
    }
}
unset($v);
var_dump($t);
foreach ($t as $k => &$v) {
    if ($k === 'i') {
        $v++;
        $v += 5;
    }
}
var_dump($t->i);
