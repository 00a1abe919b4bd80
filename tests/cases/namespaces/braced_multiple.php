<?php
namespace Lib\A {
    function f() { return "A\\f"; }
    class Thing { public function who() { return static::class; } }
    const X = 'ax';
}
namespace Lib\B {
    use Lib\A\Thing;
    use Lib\A\Thing as Other;
    use function Lib\A\f;
    use function Lib\A\f as g;
    use const Lib\A\X;
    class Thing2 extends Thing {}
    echo f(), " ", g(), " ", X, "\n";
    echo (new Thing)->who(), " ", (new Other)->who(), " ", (new Thing2)->who(), "\n";
    var_dump(new Thing2 instanceof Thing, new Thing2 instanceof Other);
    echo Thing::class, " ", Other::class, " ", Thing2::class, "\n";
}
namespace {
    echo Lib\A\f(), " ", \Lib\A\X, "\n";
    use Lib\B\Thing2;
    echo get_parent_class(new Thing2), "\n";
    echo __NAMESPACE__ === '' ? "global\n" : "ns\n";
}
