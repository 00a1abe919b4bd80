<?php
namespace App;

use Attribute;

const VERSION = 3;

#[Attribute]
final class Meta {
    const PREFIX = 'p_';
    public function __construct(public mixed $value = null, public array $extra = []) {}
}

#[Meta(self::class)]
#[Meta(value: VERSION + 1, extra: ['k' => Meta::PREFIX . 'x', 1 => [true, null]])]
#[Meta(\PHP_INT_MAX)]
#[Meta]
class Thing {
    #[Meta(self::LIMIT * 2)]
    const LIMIT = 21;
}
foreach ((new \ReflectionClass(Thing::class))->getAttributes() as $a) {
    echo $a->getName(), "\n";
    var_dump($a->getArguments());
}
var_dump((new \ReflectionClassConstant(Thing::class, 'LIMIT'))->getAttributes()[0]->getArguments());
