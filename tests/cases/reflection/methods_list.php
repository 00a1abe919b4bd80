<?php
interface Shape { function area(): float; }
trait Named { public function name() { return static::class; } }
abstract class Base implements Shape {
    public function describe() {}
    protected function helper() {}
    private function secret() {}
    public static function make() {}
    abstract public function draw();
    final public function locked() {}
}
class Circle extends Base {
    use Named;
    public function area(): float { return 3.14; }
    public function draw() {}
    private function own() {}
}
$r = new ReflectionClass('Circle');
foreach ($r->getMethods() as $m) {
    printf("%s::%s mods=%d\n", $m->class, $m->name, $m->getModifiers());
}
echo "-- static\n";
foreach ($r->getMethods(ReflectionMethod::IS_STATIC) as $m) echo $m->name, "\n";
echo "-- private|protected\n";
foreach ($r->getMethods(ReflectionMethod::IS_PRIVATE | ReflectionMethod::IS_PROTECTED) as $m) echo $m->name, "\n";
echo "-- final\n";
foreach ($r->getMethods(ReflectionMethod::IS_FINAL) as $m) echo $m->name, "\n";
echo "-- base abstract\n";
foreach ((new ReflectionClass('Base'))->getMethods(ReflectionMethod::IS_ABSTRACT) as $m) echo $m->class, '::', $m->name, "\n";
var_dump($r->hasMethod('AREA'), $r->hasMethod('secret'), $r->hasMethod('nope'));
