<?php
#[Attribute]
class Route {
    public function __construct(public string $path, public array $methods = ['GET']) {}
}
#[Attribute(Attribute::TARGET_CLASS | Attribute::IS_REPEATABLE)]
class Tag { public function __construct(public string $name) {} }

#[Route('/users', methods: ['GET', 'POST'])]
#[Tag('a'), Tag('b')]
class UserController {}

$r = new ReflectionClass('UserController');
$attrs = $r->getAttributes();
var_dump(count($attrs));
foreach ($attrs as $a) {
    echo $a->getName(), ' target=', $a->getTarget(), ' repeated=', var_export($a->isRepeated(), true), "\n";
    var_dump($a->getArguments());
    $o = $a->newInstance();
    var_dump($o);
}
var_dump(count($r->getAttributes('Tag')), count($r->getAttributes('route')), count($r->getAttributes('Nope')));
var_dump($attrs[0]);
