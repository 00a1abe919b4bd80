<?php
interface A {} interface B {}
class C implements A, B, Countable { function count(): int { return 0; } }
function f(A&B $x, A&Countable&B $y): A&B { return $x; }
$r = new ReflectionFunction('f');
foreach ($r->getParameters() as $p) {
    $t = $p->getType();
    var_dump(get_class($t), (string)$t, $t->allowsNull());
    foreach ($t->getTypes() as $s) var_dump(get_class($s), $s->getName(), $s->isBuiltin());
}
$t = $r->getReturnType();
var_dump($t);
echo $t, "\n";
f(new C, new C);
