<?php
// forward_static_call(_array) keep the caller's late static binding for a
// static method of a class the called class extends; other callables are
// called as call_user_func calls them.
class A {
    public static function test(...$a) {
        echo static::class, " ", json_encode($a), "\n";
        return 'r';
    }
    public function inst() { echo "inst ", static::class, "\n"; }
}
class B extends A {
    public static function test(...$a) {
        var_dump(forward_static_call(['A', 'test'], 'more', 'args'));
        forward_static_call('test2', 'x');
        forward_static_call_array(['A', 'test'], ['a' => 1, 2]);
        forward_static_call_array('A::test', [1, 2]);
        call_user_func(['A', 'test'], 'cuf');
        forward_static_call([new A, 'inst']);
        forward_static_call(fn() => print(static::class . " closure\n"));
        forward_static_call(['C', 'test']);
        forward_static_call(['B', 'other']);
    }
    public static function other() { echo "other ", static::class, "\n"; }
}
class C {
    public static function test() { echo static::class, " C\n"; }
}
class D extends B {}
function test2(...$a) { echo "test2 ", json_encode($a), "\n"; }
B::test();
D::test();
try {
    forward_static_call('test2');
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    forward_static_call_array('test2', []);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
class E {
    public static function f() {
        try {
            forward_static_call('nope');
        } catch (TypeError $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
        try {
            forward_static_call_array('A::test', 5);
        } catch (TypeError $e) {
            echo $e->getMessage(), "\n";
        }
        return forward_static_call_array(fn(...$x) => array_sum($x), [1, 2, 3]);
    }
}
var_dump(E::f());
