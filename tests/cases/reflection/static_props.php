<?php
class Counter {
    public static $count = 0;
    private static $secret = 'x';
    protected static array $list = [1, 2];
    public static $computed = 2 ** 3;
}
class Sub extends Counter {}
$r = new ReflectionClass('Sub');
var_dump($r->getStaticPropertyValue('count'));
$r->setStaticPropertyValue('count', 5);
var_dump(Counter::$count, Sub::$count);
var_dump($r->getStaticPropertyValue('secret', 'dflt'));
var_dump((new ReflectionClass('Counter'))->getStaticPropertyValue('secret'));
var_dump($r->getStaticPropertyValue('computed'));
print_r((new ReflectionClass('Counter'))->getStaticProperties());
try { $r->getStaticPropertyValue('nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump($r->getStaticPropertyValue('nope', null));
try { $r->setStaticPropertyValue('nope', 1); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
