<?php
class A { function __construct(public $u, public ?int $t = 3) {} public static ?int $ts; public static $us; function v(): void {} function nop() {} }
echo new ReflectionClass('A');
function s($a = "\x01\x7f\\é'") {}
echo new ReflectionFunction('s');
echo new ReflectionParameter('s', 0), "\n";
var_dump((string)new ReflectionParameter('s', 0));
$p = new ReflectionParameter(fn(int ...$xs) => 1, 'xs');
echo $p, "\n";
try { new ReflectionParameter('s', 3); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionParameter('s', 'zz'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionParameter(5, 0); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
class Inv { function __invoke(array &$arr, $d = ['k' => null, 3 => false]) {} }
echo new ReflectionParameter(new Inv, 0), "\n", new ReflectionParameter([new Inv, '__invoke'], 1), "\n";
echo new ReflectionMethod('Inv', '__invoke');
class Child extends A { function nop() {} }
echo new ReflectionClass('Child');
echo new ReflectionMethod('Child', 'v');
echo (new ReflectionClass('Child'))->getMethod('nop');
