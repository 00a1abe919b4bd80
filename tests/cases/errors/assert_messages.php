<?php
// The description php's compiler gives a one-argument assert(): the
// expression printed back from its tree (priorities decide parentheses).
class A {
    const B = 'b';
    public static $c = 'c';
    public $p = [1];
    public static function d() { return 'd'; }
    public function m() { return 0; }
}
interface I {}
function f(...$a) { return 1; }
$a = 1; $o = new A; $m = 'm'; $b = 'b'; $arr = ['k' => 1, 0 => 2];
$tests = [
    fn() => assert($a>1),
    fn() => assert(  f( $a,2 )  === [1,'x'=>"s\n"] ),
    fn() => assert(!(A::B . A::$c . A::d() . $o->m() . "x$a{$a}y\t$b")),
    fn() => assert(1.0 === 1.50 and 0x1F == 017 or null),
    fn() => assert(match($a) { 1, 2 => 'a', default => 'b' } === 'c'),
    fn() => assert(!([$x, $y] = [1, 2])),
    fn() => assert(!(empty($a) ? 1 : ($a ?: 3))),
    fn() => assert(!(list('a' => $q) = ['a' => 0])),
    fn() => assert(!(@$z || $a++ || --$a || \strlen('x') == 9 || PHP_EOL)),
    fn() => assert(!(1e100 + 0.1 + 1.5e-7 + -0.0 + PHP_INT_MAX + 10000000000000000000)),
    fn() => assert(!(true and FALSE or NULL xor $a instanceof A || $a << 2 >> 1 & 3 | 4 ^ ~5)),
    fn() => assert(!static fn&(int|string $x = 5, ?A ...$r): ?int => 1),
    fn() => assert(!(isset($a, $b) <=> $a['x'] && $o::B != A::class && $o?->m() !== 1)),
    fn() => assert(!(__FILE__ . __DIR__ . __CLASS__ . __FUNCTION__ . __METHOD__ . __NAMESPACE__ === 1)),
    fn() => assert(($a ?? throw new Exception('x')) && 0),
    fn() => assert(!(($a instanceof A) . $a++ . $a-- . clone $o instanceof A)),
    fn() => assert(!(strlen(...) && f(x: 1, y: 2) && strlen(string: 'a') && $o->m(...))),
    fn() => assert(!("{$o->p[0]} $arr[k] $arr[0] $o->p \\ \" ' \$ \x00 \x7f \e é")),
    fn() => assert(!(-(-1) - -1 + +1 . -1.5 . 0.30000000000000004 . 1/3 . 123456789012345678 . 0.1e-3 . 1e-5 . 2.5e15 . 1e14 . 1e13)),
    fn() => assert(!((1 + 2) * 3 - (4 - 5) - 6 + (7 + 8) . (9 ** 2) ** 3 . 2 ** (3 ** 4))),
    fn() => assert(!($a = $b = 3) || ($a ? $b : $a) ? 0 : 0),
    fn() => assert(!(!$a && !!$a || ~$a & 1 || ($a || $a) && 1)),
    fn() => assert(!($a === true ? [] : [1 => [2, [3]], 'k' => &$b, ...$arr])),
    fn() => assert(0 && $o->p[] = 5),
    fn() => assert(0 && list(, $x) = [1]),
    fn() => assert(0 && ($a += 1) . ($a .= 'x') . ($a ??= 2) . ($a **= 2) . ($a =& $b) . ($a <<= 1)),
    fn() => assert(0 && exit && die(1) && @f() && print('x')),
    fn() => assert(0 && include_once 'a' . 'b'),
    fn() => assert(0 && (int)$a + (string)$a . (array)$a . (float)$a . (bool)$a . (object)$a),
    fn() => assert(0 && `ls -$a` && $$b && ${'a' . 'b'} && $o->$m && $o->{$m}() && A::$m() && $o::$c),
    fn() => assert(assertion: false),
    fn() => assert(0 && new A && new A(1, ...$arr) && new $o(1) && new class(1) extends A implements I {
        public $x = 1;
        const C = 2;
        private static function g(int $y = 2): void { }
    }),
    fn() => assert(0 && function ($x, &$y, int ...$z) use ($a, &$b) {
        if ($x) { echo 1, 2; } elseif ($y) { return; } else { $q = 1; }
        foreach ($x as $k => &$v) { continue; }
        foreach ($x as $v) break;
        while (1) { unset($a, $b); }
        do { global $g; static $s = 1, $t; } while (0);
        for ($i = 0, $j = 1; $i < 3; $i++) {}
        for (;;) {}
        switch ($x) { case 1: echo 'a'; break; default: }
        try { throw new E; } catch (A|B $e) { } catch (C) {} finally { }
        $f = fn() => yield 1;
        echo "a\$b" . 'c\'d\\';
        return [1, 2, ...$x, 'k' => &$y];
    }),
    fn() => assert(0 && (function() { yield; yield 1; yield 1 => 2; $x = yield; yield from f(); })),
];
foreach ($tests as $i => $t) {
    try {
        $t();
        echo "$i: passed\n";
    } catch (AssertionError $e) {
        echo "$i: ", $e->getMessage(), "\n";
    } catch (Throwable $e) {
        echo "$i: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
