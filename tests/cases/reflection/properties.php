<?php
trait Stamp { public $stamp = 't'; }
class Base {
    public $a = 1;
    protected $b = 'two';
    private $c = [3];
    public static $count = 0;
}
class Child extends Base {
    use Stamp;
    public int $typed;
    public ?string $nullable = null;
    private static $secret = 's';
    public readonly int $ro;
}
$r = new ReflectionClass('Child');
foreach ($r->getProperties() as $p) {
    printf("%s::$%s mods=%d static=%d default=%d\n", $p->class, $p->name, $p->getModifiers(), $p->isStatic(), $p->isDefault());
}
echo "-- public\n";
foreach ($r->getProperties(ReflectionProperty::IS_PUBLIC) as $p) echo $p->name, "\n";
echo "-- static\n";
foreach ($r->getProperties(ReflectionProperty::IS_STATIC) as $p) echo $p->name, "\n";
var_dump($r->hasProperty('a'), $r->hasProperty('c'), $r->hasProperty('secret'), $r->hasProperty('zz'));
print_r($r->getDefaultProperties());
print_r($r->getStaticProperties());
try { $r->getProperty('zz'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionProperty('Child', 'c'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
$p = new ReflectionProperty('Base', 'c');
var_dump($p);
