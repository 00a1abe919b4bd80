<?php
class X {}
function f(int $a, ?X $b, int|string $c, X|null $d, string|int|null $e, mixed $f, iterable $g,
           callable $h, object $i, bool $j, false|int $k, X|array $l = []): void {}
$r = new ReflectionFunction('f');
foreach ($r->getParameters() as $p) {
    $t = $p->getType();
    echo $p->getName(), ': ', get_class($t), ' "', $t, '" null=', var_export($t->allowsNull(), true);
    if ($t instanceof ReflectionNamedType) {
        echo ' name=', $t->getName(), ' builtin=', var_export($t->isBuiltin(), true);
    } else {
        echo ' [';
        foreach ($t->getTypes() as $u) echo $u->getName(), ',';
        echo ']';
    }
    echo "\n";
}
$rt = $r->getReturnType();
var_dump($rt->getName(), $rt->isBuiltin(), $rt->allowsNull(), (string) $rt);
var_dump($rt instanceof ReflectionType, $rt instanceof Stringable);
var_dump((new ReflectionFunction(fn() => 1))->getReturnType());
