<?php
function run(callable $c, ...$args) { return $c(...$args); }
echo run('strtoupper', 'abc'), "\n";
echo run(fn($a, $b) => $a . $b, 'x', 'y'), "\n";
try {
    run('no_such_function');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
function takesIterable(iterable $i) { foreach ($i as $v) echo $v; echo "\n"; }
takesIterable([1, 2, 3]);
