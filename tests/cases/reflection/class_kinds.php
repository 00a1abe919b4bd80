<?php
interface I { function f(); }
abstract class A implements I {}
final class F {}
trait T {}
enum E { case X; }
class Plain {}
class PrivCtor { private function __construct() {} }
foreach (['I', 'A', 'F', 'T', 'E', 'Plain', 'PrivCtor'] as $c) {
    $r = new ReflectionClass($c);
    printf("%-8s interface=%d abstract=%d final=%d trait=%d enum=%d instantiable=%d cloneable=%d user=%d internal=%d\n",
        $c, $r->isInterface(), $r->isAbstract(), $r->isFinal(), $r->isTrait(), $r->isEnum(),
        $r->isInstantiable(), $r->isCloneable(), $r->isUserDefined(), $r->isInternal());
}
$anon = new class {};
$r = new ReflectionObject($anon);
var_dump($r->isAnonymous(), (new ReflectionClass('Plain'))->isAnonymous());
var_dump((new ReflectionClass('Exception'))->isInternal());
var_dump((new ReflectionClass('A'))->getModifiers(), (new ReflectionClass('F'))->getModifiers());
