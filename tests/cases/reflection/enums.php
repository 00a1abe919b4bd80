<?php
enum Suit: string {
    case Hearts = 'H';
    case Spades = 'S';
    const Wild = self::Spades;
    public function color(): string { return 'Red'; }
}
$r = new ReflectionClass(Suit::class);
var_dump($r->isEnum(), $r->isFinal(), $r->isInstantiable());
print_r($r->getInterfaceNames());
var_dump($r->getConstants());
foreach ($r->getReflectionConstants() as $k) echo $k->name, ' case=', var_export($k->isEnumCase(), true), "\n";
var_dump($r->hasMethod('color'), $r->hasMethod('from'), $r->hasMethod('cases'));
var_dump($r->getConstant('Hearts') === Suit::Hearts);
try { $r->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
