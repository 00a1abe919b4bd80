<?php
interface Shape { const SIDES = 0; public function area(); }
abstract class Base implements Shape {
    public function __construct(protected string $name) {}
    abstract public function area();
    public function describe() { return $this->name . " with area " . $this->area(); }
    public function __toString(): string { return "[" . $this->describe() . "]"; }
}
class Rect extends Base {
    const SIDES = 4;
    public function __construct(private $w, private $h) { parent::__construct("rect"); }
    public function area() { return $this->w * $this->h; }
}
final class Square extends Rect {
    public function __construct($s) { parent::__construct($s, $s); $this->name = "square"; }
}
$s = new Square(3);
echo $s->describe(), "\n";
echo $s, "\n";
echo "str: " . $s . "\n";
var_dump($s instanceof Shape, $s instanceof Base, $s instanceof Rect, Square::SIDES);
var_dump($s);
echo get_parent_class($s), " ", get_parent_class(new Rect(1, 2)), "\n";
var_dump(is_a($s, 'Shape'), is_subclass_of($s, 'Square'), is_subclass_of($s, 'Base'));
var_dump(method_exists($s, 'area'), method_exists('Square', 'nope'), property_exists('Rect', 'w'));
var_dump(class_exists('Square'), class_exists('Shape'), interface_exists('Shape'));
try { new Base("x"); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new Shape; } catch (Error $e) { echo $e->getMessage(), "\n"; }
