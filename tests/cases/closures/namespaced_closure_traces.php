<?php
// A closure written in a namespace is named `N\{closure}` in traces and
// debug_backtrace, also when bound to a class (`Class->N\{closure}`), and
// keeps its own namespace when bound to a class of another one.
namespace Other {
    class O { public $v = 1; }
    trait T {
        function viaTrait() {
            return (function () { return (new \Exception)->getTraceAsString(); })();
        }
    }
}

namespace {
    $global = function () { return (new \Exception)->getTraceAsString(); };
    echo "-- a global closure bound to a namespaced class\n";
    echo Closure::bind($global, new Other\O, Other\O::class)(), "\n";
    echo Closure::bind($global, null, Other\O::class)(), "\n";
}

namespace App\Sub {
    function thrower() { throw new \Exception("x"); }

    echo "-- plain\n";
    $f = function ($a) { return (new \Exception("in closure"))->getTraceAsString(); };
    echo $f(1), "\n";
    $g = fn() => debug_backtrace()[0]['function'];
    echo $g(), "\n";

    class K {
        use \Other\T;
        function m() { $c = function () { return debug_backtrace(); }; return $c(); }
        function noThis() { return function () { return (new \Exception)->getTraceAsString(); }; }
        static function s() { return (static fn() => (new \Exception)->getTrace())(); }
    }
    echo "-- in a class\n";
    $bt = (new K)->m();
    echo $bt[0]['function'], " ", $bt[0]['class'], " ", $bt[0]['type'], "\n";
    $t = K::s();
    echo $t[0]['function'], " ", $t[0]['class'], " ", $t[0]['type'], "\n";
    echo ((new K)->noThis())(), "\n";
    echo "-- from a trait of another namespace\n";
    echo (new K)->viaTrait(), "\n";

    echo "-- bound elsewhere\n";
    echo \Closure::bind($f, new \Other\O, \Other\O::class)(1), "\n";
    echo \Closure::bind($f, null, \Other\O::class)(1), "\n";
    echo \Closure::bind((new K)->noThis(), null, null)(), "\n";
    echo (new \ReflectionFunction(\Closure::bind($f, null, \Other\O::class)))->getName(), "\n";

    echo "-- called by the engine\n";
    echo array_map(function ($x) { return (new \Exception)->getTraceAsString(); }, [1])[0], "\n";
    $gen = (function () { yield (new \Exception)->getTraceAsString(); })();
    echo $gen->current(), "\n";
    $fiber = new \Fiber(function () { echo (new \Exception)->getTraceAsString(), "\n"; });
    $fiber->start();

    echo "-- uncaught\n";
    $h = function () { thrower(); };
    $h();
}
