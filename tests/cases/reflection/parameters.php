<?php
const LIMIT = 10;
class Opt { const DEF = 'd'; }
function f(int $a, ?string $b, $c = null, array $d = [], float $e = 1.5, string $g = Opt::DEF,
           int $h = LIMIT * 2, &$i = 'x', int|string|null $j = 5, Opt $k = new Opt(), mixed ...$rest) {}
$r = new ReflectionFunction('f');
foreach ($r->getParameters() as $p) {
    echo $p->getPosition(), ' $', $p->getName(), ' type=', $p->hasType() ? $p->getType() : '-',
        ' optional=', (int) $p->isOptional(), ' avail=', (int) $p->isDefaultValueAvailable(),
        ' null=', (int) $p->allowsNull(), ' variadic=', (int) $p->isVariadic(),
        ' ref=', (int) $p->isPassedByReference(), ' byval=', (int) $p->canBePassedByValue();
    if ($p->isDefaultValueAvailable()) {
        echo ' default=';
        $v = $p->getDefaultValue();
        echo is_object($v) ? get_class($v) : var_export($v, true);
    }
    echo "\n";
}
$p = $r->getParameters()[0];
try { $p->getDefaultValue(); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump($p);
var_dump($p->getDeclaringFunction()->getName(), $p->getDeclaringClass());
