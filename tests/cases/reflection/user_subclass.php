<?php
class MyReflection extends ReflectionClass {
    public $extra = 'e';
    public function describe(): string { return 'Class ' . $this->getName() . ' has ' . count($this->getMethods()) . ' methods'; }
}
class Sample { function a() {} function b() {} }
$r = new MyReflection('Sample');
echo $r->describe(), "\n";
var_dump($r);
var_dump($r instanceof ReflectionClass, $r instanceof Reflector, get_class($r->getMethod('a')));
class LoudMethod extends ReflectionMethod {
    public function __construct($c, $m) { echo "constructing\n"; parent::__construct($c, $m); }
}
$m = new LoudMethod('Sample', 'b');
var_dump($m->name, $m->class);
