<?php
// php 8.2 still accepts self/parent/static in callbacks (deprecated) and
// [$obj, "parent::m"]; a direct $f() call takes those names literally.
class A {
    public function m($x = 0) { return "A::m($x)"; }
    public static function s($x = 0) { return "A::s($x)"; }
    private function p() { return "A::p"; }
}
class B extends A {
    public function m($x = 0) { return "B::m($x)"; }
    public static function s($x = 0) { return "B::s($x)"; }
    public function test() {
        var_dump(is_callable('parent::m'));
        var_dump(is_callable('self::m'));
        var_dump(is_callable('static::s'));
        echo call_user_func('parent::m', 1), "\n";
        echo call_user_func('self::m', 2), "\n";
        echo call_user_func('static::s', 3), "\n";
        echo call_user_func([$this, 'parent::m'], 4), "\n";
        echo call_user_func(['B', 'parent::s'], 5), "\n";
        echo call_user_func([$this, 'A::m'], 6), "\n";
        echo implode(",", array_map('parent::s', [7, 8])), "\n";
        $f = Closure::fromCallable('parent::m');
        echo $f(9), "\n";
        $g = Closure::fromCallable([$this, 'parent::m']);
        echo $g(10), "\n";
        try { call_user_func([$this, 'C::m']); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
        try { call_user_func([$this, '::m']); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
        try { call_user_func([$this, 'parent::p']); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
        var_dump(is_callable([$this, 'parent::nope']));
        try { [$this, 'parent::m'](); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
        try { $h = 'parent::m'; echo $h(11), "\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    }
}
class C { public function m() {} }
(new B)->test();
var_dump(is_callable('self::m'));
var_dump(is_callable('parent::m'));
try { call_user_func('self::m'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { call_user_func('parent::m'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { call_user_func('static::m'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class D { public static function t() { try { call_user_func('parent::m'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } } }
D::t();
echo call_user_func([new B, 'A::m'], 12), "\n";
