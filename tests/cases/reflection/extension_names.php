<?php
foreach (['strlen', 'array_map', 'json_encode', 'preg_match', 'hash', 'mt_rand', 'date', 'spl_object_id', 'iterator_to_array', 'random_int'] as $f) {
    $r = new ReflectionFunction($f);
    echo $f, ": ", $r->getExtensionName(), " ", get_class($r->getExtension()), " ", $r->getExtension()->getName(), "\n";
}
foreach (['stdClass', 'Exception', 'ArrayObject', 'JsonException', 'DateTime', 'Random\Randomizer', 'ReflectionClass', 'Closure', 'Countable', 'SplStack', 'HashContext', 'Attribute'] as $c) {
    $r = new ReflectionClass($c);
    echo $c, ": ", $r->getExtensionName(), " ", $r->getExtension()->name, "\n";
}
class U { function m() {} }
function u() {}
var_dump((new ReflectionClass('U'))->getExtension(), (new ReflectionClass('U'))->getExtensionName());
var_dump((new ReflectionFunction('u'))->getExtension(), (new ReflectionFunction('u'))->getExtensionName());
var_dump((new ReflectionMethod('U', 'm'))->getExtensionName());
var_dump((new ReflectionFunction(function () {}))->getExtensionName());
var_dump((new ReflectionFunction(strlen(...)))->getExtensionName());
