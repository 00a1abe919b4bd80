<?php
enum Size: string { case S = 's'; case L = 'l'; }
class Shirt { public function __construct(public Size $size, public ?Size $alt = null) {} }
$s = new Shirt(Size::L);
var_dump($s);
print_r($s); echo "\n";
var_export($s); echo "\n";
var_dump(['k' => Size::S]);
echo serialize([1]), "\n";
var_dump((array)Size::S);
var_dump(Size::S->name, Size::S->value);
