<?php
interface Marker {}
#[Attribute] class Alpha implements Marker {}
#[Attribute] class Beta implements Marker {}
#[Attribute] class Gamma {}
#[Attribute(Attribute::TARGET_FUNCTION)] class Once {}

#[Alpha, Beta, Gamma]
function tagged() {}
#[Once, Once]
function twice() {}

$f = new ReflectionFunction('tagged');
foreach ($f->getAttributes(Marker::class, ReflectionAttribute::IS_INSTANCEOF) as $a) echo $a->getName(), "\n";
var_dump(count($f->getAttributes(Marker::class)));
var_dump(count($f->getAttributes('gamma')));
try { $f->getAttributes('Nope', ReflectionAttribute::IS_INSTANCEOF); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $f->getAttributes(null, 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$a = (new ReflectionFunction('twice'))->getAttributes()[0];
var_dump($a->isRepeated(), $a->getTarget() === Attribute::TARGET_FUNCTION);
try { $a->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
print_r(new Attribute());
print_r(new Attribute(Attribute::TARGET_CLASS));
var_dump(Attribute::TARGET_ALL, Attribute::IS_REPEATABLE);
