<?php
class A { public function m() {} public $p; const C = 1; }
$objs = [new ReflectionClass('A'), new ReflectionMethod('A', 'm'), new ReflectionProperty('A', 'p'),
         new ReflectionClassConstant('A', 'C'), new ReflectionFunction('strlen')];
foreach ($objs as $o) {
    echo get_class($o), ': ';
    print_r(get_object_vars($o));
    var_dump($o instanceof Reflector);
}
$params = (new ReflectionMethod('A', 'm'))->getParameters();
var_dump($params);
print_r(class_implements(new ReflectionClass('A')));
print_r(class_parents(new ReflectionMethod('A', 'm')));
