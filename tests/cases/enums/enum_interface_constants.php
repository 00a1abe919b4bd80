<?php
interface HasColor { const DEFAULT_COLOR = 'gray'; public function color(): string; }
enum Fruit implements HasColor {
    case Apple; case Banana;
    public function color(): string { return match($this) { self::Apple => 'red', self::Banana => 'yellow' }; }
}
echo Fruit::DEFAULT_COLOR, " ", Fruit::Apple->color(), " ", Fruit::Banana->color(), "\n";
var_dump(Fruit::Apple instanceof HasColor);
echo get_debug_type(Fruit::Apple), "\n";
var_dump(is_a(Fruit::Apple, 'UnitEnum'));
