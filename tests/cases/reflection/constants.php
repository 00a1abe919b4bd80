<?php
interface HasVersion { const VERSION = '1.0'; }
class Base implements HasVersion {
    const A = 'a';
    protected const B = 'b';
    private const C = 'c';
}
class Child extends Base {
    const D = self::A . 'd';
    final public const E = 5;
}
$r = new ReflectionClass('Child');
print_r($r->getConstants());
var_dump($r->hasConstant('C'), $r->hasConstant('B'), $r->hasConstant('VERSION'));
var_dump($r->getConstant('D'), $r->getConstant('nope'));
foreach ($r->getReflectionConstants() as $k) {
    printf("%s::%s = %s public=%d protected=%d private=%d final=%d mods=%d\n", $k->class, $k->name,
        var_export($k->getValue(), true), $k->isPublic(), $k->isProtected(), $k->isPrivate(), $k->isFinal(), $k->getModifiers());
}
print_r((new ReflectionClass('Base'))->getConstants(ReflectionClassConstant::IS_PRIVATE));
print_r($r->getReflectionConstant('E'));
var_dump($r->getReflectionConstant('zz'));
try { new ReflectionClassConstant('Child', 'zz'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionClassConstant('Child', 'A'))->getDeclaringClass()->name);
