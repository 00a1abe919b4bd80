<?php
interface Logger { public function log(string $m): string; }
abstract class Base { public function __construct(protected string $prefix) {} }
$l = new class("pre") extends Base implements Logger {
    public function log(string $m): string { return "[$this->prefix] $m"; }
};
echo $l->log("hi"), "\n";
var_dump($l instanceof Logger, $l instanceof Base);
echo strstr(get_class($l), "\0", true), "\n";
echo get_parent_class($l), "\n";
function make() { return new class { public $x = 1; public function inc() { return ++$this->x; } }; }
$a = make(); $b = make();
var_dump(get_class($a) === get_class($b));
echo $a->inc(), $a->inc(), $b->inc(), "\n";
$o = new class { public int $n = 5; };
var_dump($o instanceof stdClass);
echo strstr(get_class($o), "\0", true), "\n";
var_dump($o);
print_r($o); echo "\n";
$i = new class implements Stringable { public function __toString(): string { return "three"; } };
echo strstr(get_class($i), "\0", true), " ", $i, "\n";
