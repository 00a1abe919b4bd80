<?php
// Reflection of internal functions: types, defaults and return types as
// php's stubs declare them, through __toString() and the object API.
foreach (['strlen', 'array_map', 'preg_match', 'json_encode', 'json_decode', 'str_replace',
          'sort', 'var_dump', 'htmlspecialchars', 'trim', 'mt_rand', 'array_walk', 'mkdir',
          'strftime', 'implode', 'array_filter', 'usort', 'date', 'count', 'max',
          'array_slice', 'substr', 'number_format', 'str_pad', 'explode', 'range',
          'iterator_to_array', 'spl_object_id'] as $f) {
    echo new ReflectionFunction($f);
}

function show(ReflectionParameter $p) {
    $t = $p->getType();
    printf("%d %s: type=%s null=%s opt=%s ref=%s var=%s def=%s",
        $p->getPosition(), $p->getName(), $t === null ? '-' : get_class($t) . ' ' . $t,
        var_export($p->allowsNull(), true), var_export($p->isOptional(), true),
        var_export($p->isPassedByReference(), true), var_export($p->isVariadic(), true),
        var_export($p->isDefaultValueAvailable(), true));
    if ($p->isDefaultValueAvailable()) {
        echo ' = ', var_export($p->getDefaultValue(), true);
    }
    echo "\n";
}

foreach (['json_encode', 'preg_match', 'htmlspecialchars', 'trim', 'mkdir', 'mt_rand',
          'array_map', 'str_replace', 'sort', 'array_slice', 'implode', 'round'] as $f) {
    $r = new ReflectionFunction($f);
    echo "$f: ", $r->getNumberOfParameters(), '/', $r->getNumberOfRequiredParameters(),
        ' returns ', $r->hasReturnType() ? $r->getReturnType() : '(none)',
        $r->isDeprecated() ? ' deprecated' : '', $r->isVariadic() ? ' variadic' : '', "\n";
    foreach ($r->getParameters() as $p) {
        show($p);
    }
}

$ret = (new ReflectionFunction('preg_match'))->getReturnType();
var_dump(get_class($ret), (string) $ret, $ret->allowsNull());
foreach ($ret->getTypes() as $t) {
    var_dump($t->getName(), $t->isBuiltin());
}
$ret = (new ReflectionFunction('strlen'))->getReturnType();
var_dump(get_class($ret), $ret->getName(), $ret->isBuiltin(), $ret->allowsNull());
var_dump((string) (new ReflectionFunction('json_decode'))->getReturnType());
var_dump((new ReflectionFunction('strftime'))->isDeprecated(),
    (new ReflectionFunction('strlen'))->isDeprecated());

$p = new ReflectionParameter('str_pad', 'pad_type');
echo $p, "\n";
var_dump($p->getDefaultValue() === STR_PAD_RIGHT);
$p = new ReflectionParameter('array_filter', 1);
echo $p, "\n";
var_dump((string) $p->getType(), $p->getType()->allowsNull());

$c = strlen(...);
echo new ReflectionFunction($c);
var_dump((string) (new ReflectionFunction($c))->getReturnType());

// `Traversable|array` is a union here, not `iterable`.
$t = (new ReflectionParameter('iterator_to_array', 0))->getType();
var_dump(get_class($t), (string) $t);
