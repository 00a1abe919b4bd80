<?php
class Box {
    public $open = 'yes';
    private $secret = 'hidden';
    protected int $n;
    public static $shared = 'S';
    public function __construct(public readonly string $label = 'L') {}
}
$b = new Box;
$p = new ReflectionProperty('Box', 'secret');
$p->setAccessible(true);
var_dump($p->getValue($b));
$p->setValue($b, 'changed');
var_dump($p->getValue($b));
$n = new ReflectionProperty('Box', 'n');
var_dump($n->isInitialized($b));
try { $n->getValue($b); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$n->setValue($b, '42');
var_dump($n->getValue($b), $n->isInitialized($b));
try { $n->setValue($b, 'abc'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$s = new ReflectionProperty('Box', 'shared');
var_dump($s->getValue());
$s->setValue('T');
var_dump(Box::$shared);
$l = new ReflectionProperty('Box', 'label');
var_dump($l->isReadOnly(), $l->isPromoted(), $l->getValue($b));
try { $l->setValue($b, 'M'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $p->getValue(new stdClass); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump($b);
