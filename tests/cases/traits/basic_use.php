<?php
trait Hello {
    public function hello() { return "Hello from " . __CLASS__ . " via " . __TRAIT__; }
    public function who() { return static::class . "/" . self::class . "/" . get_class($this); }
}
trait World {
    public function world() { return "World " . __FUNCTION__ . " " . __METHOD__; }
}
class Greeter {
    use Hello, World;
    public function both() { return $this->hello() . " " . $this->world(); }
}
class Sub extends Greeter {}
$g = new Greeter;
echo $g->hello(), "\n";
echo $g->world(), "\n";
echo $g->both(), "\n";
echo $g->who(), "\n";
$s = new Sub;
echo $s->who(), "\n";
echo $s->hello(), "\n";
var_dump(trait_exists('Hello'), trait_exists('Greeter'), class_exists('Hello'), trait_exists('nope'));
print_r(class_uses($g));
print_r(class_uses('Sub'));
var_dump(method_exists($g, 'hello'));
var_dump($g instanceof Hello);
print_r(get_class_methods('Greeter'));
