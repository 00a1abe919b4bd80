<?php
interface Repo { const TABLE = 't'; public function find(int $id); public static function make(): static; }
trait Loggable { protected $log = []; public function log($m) { $this->log[] = $m; } abstract public function name(): string; }
trait Auditable { use Loggable; public function audit() {} }
$i = new ReflectionClass('Repo');
var_dump($i->isInterface(), $i->isAbstract(), $i->isInstantiable(), $i->getConstants());
foreach ($i->getMethods() as $m) echo $m->name, ' abstract=', var_export($m->isAbstract(), true), ' static=', var_export($m->isStatic(), true), "\n";
$t = new ReflectionClass('Auditable');
var_dump($t->isTrait(), $t->getTraitNames(), $t->isInstantiable());
foreach ($t->getMethods() as $m) echo $m->class, '::', $m->name, ' abstract=', var_export($m->isAbstract(), true), "\n";
foreach ($t->getProperties() as $p) echo $p->class, '::$', $p->name, "\n";
class UsesBoth implements Repo { use Auditable; public function find(int $id) {} public static function make(): static { return new static; } public function name(): string { return 'u'; } }
$u = new ReflectionClass('UsesBoth');
var_dump($u->getTraitNames(), $u->getInterfaceNames());
foreach ($u->getMethods() as $m) echo $m->class, '::', $m->name, "\n";
var_dump((string) $u->getMethod('make')->getReturnType());
