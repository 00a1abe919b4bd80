<?php
class Reg {
    private static array $items = ['a'];
    protected static ?int $limit = null;
    public static $plain;
}
$p = new ReflectionProperty('Reg', 'items');
var_dump($p->isStatic(), $p->getValue(), $p->isInitialized(), $p->getModifiers(), (string) $p->getType());
$p->setValue(null, ['b', 'c']);
var_dump($p->getValue());
$l = new ReflectionProperty('Reg', 'limit');
$l->setValue(5);
var_dump($l->getValue(), $l->hasDefaultValue(), $l->getDefaultValue());
$x = new ReflectionProperty('Reg', 'plain');
var_dump($x->getValue(), $x->hasType(), $x->hasDefaultValue());
print_r((new ReflectionClass('Reg'))->getStaticProperties());
