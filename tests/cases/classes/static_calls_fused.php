<?php
// Static calls C::m(args) whose arguments are variables and literals, on the
// paths a call can take: plain, defaults, coercion, by reference, variadic,
// undefined arguments, late static binding, visibility, __callStatic, errors.
spl_autoload_register(function ($c) {
    echo "autoload $c\n";
    if ($c === 'Lazy') {
        eval('class Lazy { public static function hi($n) { return "hi $n"; } }');
    }
});
class Base {
    public static function make($x = 10, $y = 20) { return static::class . ":" . ($x + $y); }
    public static function typed(int $n): int { return $n * 2; }
    public static function bump(&$v) { $v++; }
    public static function all(...$xs) { return implode(",", $xs); }
    private static function hidden() { return "hidden"; }
    protected static function prot() { return "prot"; }
    public function inst() { return "inst"; }
    public static function viaSelf() { return self::hidden() . " " . static::class; }
    public static function __callStatic($n, $a) { return "callStatic $n(" . implode(",", $a) . ")"; }
}
class Child extends Base {
    public static function fromChild($x) { return Base::make($x) . " " . Child::make($x); }
}
$a = 1;
$b = "2";
echo Base::make(), " ", Base::make($a), " ", Base::make($a, $b), " ", Child::make($a, 5), "\n";
echo Base::typed($b), " ", Base::typed("7"), " ", Base::typed(3.0), "\n";
$v = 5;
Base::bump($v);
echo "bumped: $v\n";
echo Base::all(), "|", Base::all($a), "|", Base::all($a, $b, 3, "x"), "\n";
echo Base::make($undefined, $a), "\n";
echo Child::fromChild($a), "\n";
echo Base::viaSelf(), " / ", Child::viaSelf(), "\n";
echo Base::nothere($a, 2), "\n";
echo Base::hidden(), "\n";
echo Base::prot($a), "\n";
echo Lazy::hi($a), " ", Lazy::hi(2), "\n";
echo \Base::make(1, 1), " ", base::MAKE(2, 2), "\n";
foreach ([
    fn() => Missing::call($a),
    fn() => Base::inst(),
    fn() => Base::typed("abc"),
    fn() => Base::make(1, 2, 3),
] as $i => $f) {
    try {
        echo $i, ": ", $f(), "\n";
    } catch (Throwable $e) {
        echo $i, ": ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
function strictCaller() {
    $s = "5";
    return Base::typed($s);
}
echo strictCaller(), "\n";
echo Base::typed(), "\n";
