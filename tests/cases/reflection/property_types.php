<?php
class T {
    public $untyped;
    public int $i = 5;
    public ?string $ns;
    public int|string $u = 1;
    public array $arr = [1, 2];
    public self $me;
    public static $st = 3;
    public const C = 'c';
    public float $f = 1.5 * 2;
    public $expr = self::C . 'x';
    public function __construct(public bool $flag = true, protected $plain = null) {}
}
foreach ((new ReflectionClass('T'))->getProperties() as $p) {
    echo $p->getName(), ': ';
    $t = $p->getType();
    echo $t === null ? 'none' : get_class($t) . ' ' . $t . ' null=' . var_export($t->allowsNull(), true);
    echo ' hasDefault=', var_export($p->hasDefaultValue(), true), ' default=', var_export($p->getDefaultValue(), true);
    echo ' promoted=', var_export($p->isPromoted(), true), "\n";
}
