<?php
#[AllowDynamicProperties]
class Bag { public $a = 1; private $b = 2; }
$bag = new Bag;
$bag->dyn = 'd';
$r = new ReflectionObject($bag);
var_dump($r);
var_dump($r->getName(), $r->hasProperty('dyn'), (new ReflectionClass($bag))->hasProperty('dyn'));
foreach ($r->getProperties() as $p) {
    echo $p->getName(), ' default=', var_export($p->isDefault(), true), ' ', var_export($p->getValue($bag), true), "\n";
}
$d = $r->getProperty('dyn');
var_dump($d->isDefault(), $d->isPublic(), $d->getValue($bag));
$d2 = new ReflectionProperty($bag, 'dyn');
var_dump($d2->getName(), $d2->class);
try { new ReflectionObject('Bag'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($r instanceof ReflectionClass);
