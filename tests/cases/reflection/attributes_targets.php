<?php
#[Attribute(Attribute::TARGET_METHOD)]
class OnlyMethod {}
#[Attribute(Attribute::TARGET_PROPERTY | Attribute::TARGET_PARAMETER)]
class Inject { public function __construct(public ?string $id = null) {} }
#[Attribute]
class Any { public function __construct(...$args) { echo 'Any(', implode(',', $args), ")\n"; } }
class NotAttr {}

class S {
    #[Inject('db')] public $db;
    #[Any(1)] const C = 1;
    #[OnlyMethod] #[Any(2, 3)]
    public function run(#[Inject] $x, #[Any] $y) {}
    #[OnlyMethod] public $wrong;
    #[NotAttr] public $bad;
    #[Missing] public $missing;
}
$p = new ReflectionProperty('S', 'db');
var_dump($p->getAttributes()[0]->getTarget(), $p->getAttributes()[0]->newInstance()->id);
$m = new ReflectionMethod('S', 'run');
foreach ($m->getAttributes() as $a) { echo $a->getName(), ' ', $a->getTarget(), "\n"; $a->newInstance(); }
foreach ($m->getParameters() as $prm) {
    foreach ($prm->getAttributes() as $a) { echo $prm->name, ': ', $a->getName(), ' ', $a->getTarget(), "\n"; print_r($a->newInstance()); }
}
$k = new ReflectionClassConstant('S', 'C');
var_dump($k->getAttributes()[0]->getTarget());
$k->getAttributes()[0]->newInstance();
foreach (['wrong', 'bad', 'missing'] as $n) {
    $a = (new ReflectionProperty('S', $n))->getAttributes()[0];
    try { $a->newInstance(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
