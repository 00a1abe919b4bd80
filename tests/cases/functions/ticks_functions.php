<?php
// register_tick_function() with arguments, several functions, methods and
// closures; unregister_tick_function() removes the first match only.
function t1($a = null, $b = null) { echo "  t1 ", json_encode([$a, $b]), "\n"; }
class K {
    public static function s() { echo "  K::s\n"; }
    public function i() { echo "  K->i\n"; }
}
$k = new K;
$c = function () { echo "  closure\n"; };
function reentrant() {
    declare(ticks=1) {
        echo "  reentrant body\n";
    }
}
var_dump(register_tick_function('t1', 1, 2));
declare(ticks=1);
echo "a\n";
var_dump(register_tick_function('t1'));
var_dump(register_tick_function([$k, 'i']));
var_dump(register_tick_function('K::s'));
echo "x\n";
unregister_tick_function('t1');
echo "y\n";
unregister_tick_function([$k, 'i']);
unregister_tick_function('T1');
echo "z\n";
try {
    register_tick_function('nope');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
register_tick_function($c);
unregister_tick_function('K::s');
echo "w\n";
unregister_tick_function($c);
unregister_tick_function('t1');
echo "v\n";
register_tick_function('reentrant');
echo "u\n";
unregister_tick_function('reentrant');
declare(ticks=3) {
    echo "3a\n";
    register_tick_function('t1', 'three');
    echo "3b\n";
    echo "3c\n";
    echo "3d\n";
    echo "3e\n";
}
echo "end\n";
