<?php
// A callable typed parameter checks in the callee's scope; is_callable names.
class A { public static function s() { return "A::s"; } }
class B extends A {
    public static function f(callable $c) { return $c; }
    public static function t() {
        $c = self::f('parent::s');
        echo "got\n";
        echo call_user_func($c), "\n";
        var_dump(is_callable('parent::s', true));
        var_dump(is_callable('parent::s', false, $name), $name);
        var_dump(is_callable([new B, 'parent::s'], false, $name), $name);
        echo implode(",", preg_replace_callback_array(['/a/' => 'parent::s'], ['a'])), "\n";
    }
}
B::t();
function f(callable $c) { return $c; }
try { f('parent::s'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
