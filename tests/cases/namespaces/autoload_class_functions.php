<?php
// The class functions that take an object or a class name look a string up
// with the autoloaders (is_a/is_subclass_of only with allow_string, and never
// for the class compared against), and an autoloader's exception propagates.
spl_autoload_register(function ($c) {
    echo "autoload($c)\n";
    if ($c === 'Base') { eval('class Base { public $p; function m() {} }'); }
    if ($c === 'Kid') { eval('class Kid extends Base {}'); }
    if ($c === 'Boom') { throw new RuntimeException("cannot load $c"); }
});
var_dump(method_exists('Base', 'm'));
var_dump(property_exists('Kid', 'p'));
var_dump(get_parent_class('Kid'));
var_dump(is_a('Nope1', 'Base', true));
var_dump(is_a('Kid', 'Nope2', true));
var_dump(is_subclass_of('Nope3', 'Base'));
var_dump(is_subclass_of('Kid', 'Nope4'));
try { var_dump(get_class_methods("Nope5")); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(method_exists('Nope6', 'x'));
var_dump(is_a('Nope7', 'Base'));
try { var_dump(method_exists('Boom', 'x')); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(get_parent_class('Boom')); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(is_callable('Nope8::x'));
var_dump(is_callable(['Nope9', 'x']));
try { var_dump(get_class_methods("Nope10")); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
