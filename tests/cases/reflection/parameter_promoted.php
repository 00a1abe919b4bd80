<?php
class Point {
    public function __construct(
        public readonly int $x = 0,
        protected float $y = 0.0,
        $z = 'plain',
    ) {}
    public function move(self $to, int $by = 1): static { return $this; }
}
$ctor = (new ReflectionClass('Point'))->getConstructor();
foreach ($ctor->getParameters() as $p) {
    var_dump($p->getName(), $p->isPromoted(), $p->getDefaultValue());
}
$m = new ReflectionMethod('Point', 'move');
foreach ($m->getParameters() as $p) {
    echo $p->getName(), ' ', $p->getType(), ' ', $p->getDeclaringClass()->getName(), ' ', $p->getDeclaringFunction()->class, "\n";
}
echo $m->getReturnType(), "\n";
var_dump($m->getReturnType()->isBuiltin(), $m->getParameters()[0]->getType()->isBuiltin());
