<?php
// is_callable() and the "must be a valid callback" reasons php gives for
// each kind of callable that cannot be called, from global scope and from
// inside a class (where private methods and 'B::m' on $this are callable).
class B {
    function m() { return "m"; }
    static function s() { return "s"; }
    private static function p() { return "p"; }
    protected function q() { return "q"; }
    function __invoke() { return "invoked"; }
    function inside() {
        var_dump(is_callable('B::m'), is_callable('B::p'), is_callable([$this, 'q']));
        echo call_user_func('B::m'), call_user_func('B::p'), call_user_func([$this, 'q']), "\n";
    }
    static function staticInside() {
        var_dump(is_callable('B::m'), is_callable('B::p'));
    }
}
class M {
    static function __callStatic($n, $a) { return "callStatic $n"; }
    function __call($n, $a) { return "call $n"; }
}
function dbl($x) { return $x * 2; }

$cases = [
    'nope', 'Nope::x', 'B::nope', 'B::m', 'B::p', 'B::q', ['B'], ['B', 'm', 'x'], [5, 'm'],
    ['B', 5], [new B, 'nope'], [new B, 'p'], 5, 1.5, null, new stdClass, 'M::zz', ['M', 'zz'],
    [new M, 'zz'], 'B::s', 'b::S', '\B::s', 'B::', '::s', 'dbl', '\strlen', [new stdClass, '__invoke'],
    'stdClass::__construct', 'ArrayObject::count', [new ArrayObject([1]), 'count'],
    ['ArrayObject', 'count'], 'Closure::bind', 'Closure::bindTo', 'Closure::fromCallable',
    [function () { return 'from closure'; }, '__invoke'], ['Closure', 'bind'], new B,
];
foreach ($cases as $i => $c) {
    echo $i, ": ", json_encode(is_callable($c)), " ", json_encode(is_callable($c, true, $name)), " ";
    var_dump($name);
    try {
        $r = call_user_func($c, 21);
        echo "  called: ", is_object($r) ? get_class($r) : var_export($r, true), "\n";
    } catch (Throwable $e) {
        echo "  ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
(new B)->inside();
B::staticInside();

// Closure's static methods named as callables.
$c = call_user_func('Closure::fromCallable', 'dbl');
var_dump($c(21));
$u = call_user_func_array([Closure::class, 'fromCallable'], ['strtoupper']);
var_dump($u("abc"));
$f = 'Closure::fromCallable';
var_dump($f('dbl')(5));
$bound = call_user_func('Closure::bind', function () { return get_class($this); }, new B, B::class);
echo $bound(), "\n";
var_dump(array_map('Closure::fromCallable', ['strlen'])[0]('abcd'));
try {
    array_map('B::m', [1]);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    usort($cases, [new B, 'p']);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
