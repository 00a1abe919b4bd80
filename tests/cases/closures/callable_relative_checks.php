<?php
// What is_callable and the callback checks say of relative and ancestor-scoped callables,
// and a deprecation turned into an exception by an error handler.
class A { public function m() { return "A::m"; } private function p() {} public static function s() { return "A::s"; } }
class B extends A {
    public function test() {
        var_dump(is_callable('parent::nope'));
        var_dump(is_callable(['parent', 'm']));
        var_dump(is_callable(['parent', 'nope']));
        var_dump(is_callable('parent::p'));
        echo call_user_func(['static', 's']), "\n";
        var_dump(is_callable([$this, 'parent::parent::m']));
        var_dump(is_callable(['B', 'A::s']));
        var_dump(is_callable(['B', 'self::s']));
        var_dump(is_callable(['A', 'B::s']));
        var_dump(is_callable(['Nope', 'A::s']));
        var_dump(is_callable([$this, 'Nope::s']));
        var_dump(is_callable([$this, 'self::m']));
        try { Closure::fromCallable([$this, 'C::m']); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
        try { array_map([$this, 'Nope::m'], [1]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
        try { usort($a, [$this, 'parent::']); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    }
}
class C extends B {}
(new C)->test();
set_error_handler(function($n, $s) { throw new Exception($s); });
try { (new B)->test(); } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
