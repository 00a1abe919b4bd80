<?php
namespace Fn\Space;
function double($x) { return $x * 2; }
class Math { public static function triple($x) { return $x * 3; } public function quad($x) { return $x * 4; } }
print_r(array_map('Fn\Space\double', [1, 2]));
print_r(array_map(__NAMESPACE__ . '\double', [3]));
print_r(array_map([Math::class, 'triple'], [1, 2]));
print_r(array_map([new Math, 'quad'], [1]));
print_r(array_map(fn($x) => double($x) + 1, [5]));
$f = function() { return __FUNCTION__ . '|' . __NAMESPACE__; };
echo $f(), "\n";
var_dump(is_callable('Fn\Space\double'), is_callable('double'), function_exists('\Fn\Space\double'));
echo \call_user_func('Fn\Space\Math::triple', 3), "\n";
