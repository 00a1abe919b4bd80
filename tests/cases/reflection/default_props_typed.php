<?php
class Defaults {
    public int $noDefault;
    public ?int $nullable = null;
    public $untyped;
    public array $list = ['a'];
    protected static int $counter = 5;
    private string $secret = 's';
    public const BASE = 10;
    public int $computed = self::BASE * 2;
}
$r = new ReflectionClass('Defaults');
var_dump($r->getDefaultProperties());
foreach ($r->getProperties() as $p) {
    echo $p->name, ': hasDefault=', var_export($p->hasDefaultValue(), true), ' default=', var_export($p->getDefaultValue(), true), "\n";
}
$o = $r->newInstanceWithoutConstructor();
var_dump($o);
