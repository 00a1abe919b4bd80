<?php
class ParentT {}
class T extends ParentT {
    public function a(self $x): static { return $this; }
    public function b(parent $p): ?self { return null; }
    public function c(): void {}
    public function d(): never { throw new Exception; }
    public function e(?int $x = null, int $y = null): mixed { return 1; }
    public function f(): iterable { return []; }
    public function g(): ?iterable { return []; }
}
foreach ((new ReflectionClass('T'))->getMethods() as $m) {
    echo $m->name, ': ret=', $m->getReturnType(), ' builtin=', var_export($m->getReturnType()->isBuiltin(), true), ' null=', var_export($m->getReturnType()->allowsNull(), true);
    foreach ($m->getParameters() as $p) echo ' $', $p->name, ':', $p->getType(), '/', $p->getType()->getName();
    echo "\n";
}
