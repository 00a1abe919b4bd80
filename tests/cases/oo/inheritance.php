<?php
abstract class Animal {
    public function __construct(protected string $name) {}
    abstract public function sound(): string;
    public function speak() { return "{$this->name} says {$this->sound()}"; }
}
class Dog extends Animal {
    public function sound(): string { return "woof"; }
}
class Puppy extends Dog {
    public function sound(): string { return parent::sound() . "!"; }
}
echo (new Dog("Rex"))->speak(), "\n";
echo (new Puppy("Bit"))->speak(), "\n";
var_dump(new Puppy("x") instanceof Animal, get_class(new Puppy("y")), get_parent_class(new Puppy("z")));
