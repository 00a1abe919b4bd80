<?php
foreach ([0, 1, 2, 4, 16, 32, 64, 128, 1|16|32, 2|64, 4|128, 65536, 16|128, 255, -1, 1024] as $m) {
    echo $m, ": ", json_encode(Reflection::getModifierNames($m)), "\n";
}
abstract class A { abstract protected function f(); final public static function g() {} private readonly int $x; }
$r = new ReflectionClass('A');
var_dump(Reflection::getModifierNames($r->getModifiers()));
var_dump(Reflection::getModifierNames($r->getMethod('f')->getModifiers()));
var_dump(Reflection::getModifierNames($r->getMethod('g')->getModifiers()));
var_dump(Reflection::getModifierNames($r->getProperty('x')->getModifiers()));
try { Reflection::getModifierNames("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { new Reflection; echo "made\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionClass('Reflection'))->isFinal());
var_dump(get_class_methods('Reflection'));
