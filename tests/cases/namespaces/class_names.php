<?php
namespace Zoo\Animals;

abstract class Animal { abstract public function speak(): string;
  public static function create(string $kind): self { $c = __NAMESPACE__ . '\\' . $kind; return new $c(); } }
class Dog extends Animal { public function speak(): string { return "Woof"; } }
class Cat extends Animal { public function speak(): string { return "Meow"; } }
class ZooException extends \Exception {}
echo Animal::create('Dog')->speak(), Animal::create('Cat')->speak(), "\n";
$cls = Dog::class;
$d = new $cls;
echo get_class($d), " ", $d::class, " ", get_parent_class($d), "\n";
var_dump($d instanceof Animal, is_a($d, 'Zoo\Animals\Animal'), is_subclass_of($d, Animal::class));
try { throw new ZooException("escaped"); } catch (ZooException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { throw new \RuntimeException("rt"); } catch (\RuntimeException | ZooException $e) { echo get_class($e), "\n"; }
function typed(Animal $a, ?Dog $d = null): Animal { return $d ?? $a; }
echo get_class(typed(new Cat)), "\n";
try { typed(new \stdClass); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($d);
print_r(new Cat); echo "\n";
var_export(new Cat); echo "\n";
echo json_encode(['c' => Cat::class]), "\n";
