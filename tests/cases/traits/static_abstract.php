<?php
trait Factory {
    abstract protected function label(): string;
    public static function create(...$args): static { return new static(...$args); }
    public function describe() { return static::class . ": " . $this->label(); }
    public static function counter() { static $n = 0; return ++$n; }
}
class Car { use Factory; public function __construct(public string $model = 'x') {} protected function label(): string { return "car " . $this->model; } }
class Bike { use Factory; protected function label(): string { return "bike"; } }
$c = Car::create('vw');
echo $c->describe(), "\n";
echo Bike::create()->describe(), "\n";
echo Car::counter(), Car::counter(), Bike::counter(), Car::counter(), "\n";
abstract class Base { use Factory; }
class Impl extends Base { protected function label(): string { return "impl"; } }
echo Impl::create()->describe(), "\n";
