<?php
// ReflectionParameter::isDefaultValueConstant() / getDefaultValueConstantName().
const C = 5;
class K {
    const X = 1;
    function f($a = PHP_INT_MAX, $b = self::X, $c = K::X, $d = C, $e = 1, $f = \PHP_EOL, $g = M_PI,
               $h = C + 1, $i = [C], $j = namespace\C, $k = null, $l = TRUE, $m = K::class, $n = "s") {}
}
function g($req, $opt = SORT_STRING, ...$rest) {}
foreach ((new ReflectionMethod("K", "f"))->getParameters() as $p) {
    echo $p->getName(), ": ";
    var_dump($p->isDefaultValueConstant(), $p->getDefaultValueConstantName());
}
foreach ((new ReflectionFunction("g"))->getParameters() as $p) {
    foreach (['isDefaultValueConstant', 'getDefaultValueConstantName'] as $m) {
        try {
            var_dump($p->$m());
        } catch (ReflectionException $e) {
            echo $p->getName(), ": ", $e->getMessage(), "\n";
        }
    }
}
// Internal functions and methods: a default that is a constant, an expression, a literal.
foreach ([["htmlspecialchars", 1], ["json_encode", 1], ["array_filter", 2], ["str_pad", 3], ["count", 1],
          [["ArrayObject", "__construct"], 2], [["DateTime", "createFromFormat"], 2], ["array_slice", 2],
          ["sort", 1], ["strlen", 0]] as [$f, $i]) {
    $p = new ReflectionParameter($f, $i);
    try {
        var_dump($p->isDefaultValueConstant(), $p->getDefaultValueConstantName());
    } catch (ReflectionException $e) {
        echo $p->getName(), ": ", $e->getMessage(), "\n";
    }
}
