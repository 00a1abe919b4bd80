<?php
interface I { const Z = 1; function im(int $a); }
abstract class Base { protected static $sp = 3; abstract function ab(); }
/** doc */
final class A extends Base implements I {
    const X = 'x';
    private const Y = [1];
    public int $p = 1;
    protected ?string $q = null;
    private $r;
    public readonly array $ro;
    public static $s = 2;
    function __construct(public int $prom = 5) {}
    function im(int $a, string ...$rest): ?int { return 1; }
    static function st(&$x, $y = 3, A|B|null $z = null): void {}
    function ab() {}
    private function pr(array $a = [1, 2], $b = 'str', $c = 42, $d = null, float $e = 1.5) {}
}
echo new ReflectionClass('A');
echo new ReflectionMethod('A', 'im');
echo new ReflectionMethod('A', 'st');
echo new ReflectionMethod('A', 'pr');
echo new ReflectionProperty('A', 'p');
echo new ReflectionProperty('A', 's');
echo new ReflectionProperty('A', 'q');
echo new ReflectionParameter(['A','pr'], 0);
echo new ReflectionParameter(['A','pr'], 'c');
echo (new ReflectionMethod('A','im'))->getReturnType(), "\n";
function f(int $x, $y = 2) { static $z; return 1; }
echo new ReflectionFunction('f');
echo new ReflectionFunction(function($a) use ($x) {});

echo new ReflectionClassConstant('A', 'X');
echo new ReflectionClass('I');
