<?php
interface A {}
interface B extends A {}
interface C {}
trait T1 {} trait T2 {}
class P implements B {}
class K extends P implements C { use T1, T2; }
$k = new ReflectionClass('K');
var_dump($k->getParentClass()->getName(), $k->getParentClass()->getParentClass());
print_r($k->getInterfaceNames());
print_r(array_keys($k->getInterfaces()));
print_r($k->getTraitNames());
print_r(array_keys($k->getTraits()));
var_dump($k->implementsInterface('A'), $k->implementsInterface('C'));
var_dump($k->isSubclassOf('P'), $k->isSubclassOf('A'), $k->isSubclassOf('K'), (new ReflectionClass('P'))->isSubclassOf('K'));
try { $k->implementsInterface('P'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $k->implementsInterface('Zz'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $k->isSubclassOf('Zz'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump($k->isInstance(new K), $k->isInstance(new P), (new ReflectionClass('A'))->isInstance(new K));
class It implements IteratorAggregate { function getIterator(): Iterator { return new EmptyIterator; } }
var_dump($k->isIterable(), (new ReflectionClass('It'))->isIterable(), (new ReflectionClass('IteratorAggregate'))->isIterable());
