<?php
// A tiny hydrator of the kind frameworks build on reflection.
final class Address {
    public function __construct(public string $city = '', public ?string $zip = null) {}
}
final class Customer {
    public int $id = 0;
    public string $name = '';
    public ?Address $address = null;
    /** @var string[] */
    public array $tags = [];
}
function hydrate(string $class, array $data): object {
    $r = new ReflectionClass($class);
    $obj = $r->newInstanceWithoutConstructor();
    foreach ($r->getProperties(ReflectionProperty::IS_PUBLIC) as $p) {
        if (!array_key_exists($p->getName(), $data)) {
            if ($p->hasDefaultValue()) $p->setValue($obj, $p->getDefaultValue());
            continue;
        }
        $v = $data[$p->getName()];
        $t = $p->getType();
        if ($t instanceof ReflectionNamedType && !$t->isBuiltin() && is_array($v)) {
            $v = hydrate($t->getName(), $v);
        }
        $p->setValue($obj, $v);
    }
    return $obj;
}
$c = hydrate(Customer::class, ['id' => 7, 'name' => 'Zed', 'address' => ['city' => 'Oslo'], 'tags' => ['x']]);
var_dump($c);
function dump_signature(callable $f) {
    $r = is_array($f) ? new ReflectionMethod($f[0], $f[1]) : new ReflectionFunction($f);
    $parts = [];
    foreach ($r->getParameters() as $p) {
        $s = ($p->hasType() ? $p->getType() . ' ' : '') . ($p->isVariadic() ? '...' : '') . '$' . $p->getName();
        if ($p->isDefaultValueAvailable()) $s .= ' = ' . var_export($p->getDefaultValue(), true);
        $parts[] = $s;
    }
    echo $r->getName(), '(', implode(', ', $parts), ')', $r->hasReturnType() ? ': ' . $r->getReturnType() : '', "\n";
}
dump_signature('hydrate');
dump_signature(fn(int $a, string ...$b): ?int => null);
