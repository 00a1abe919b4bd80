<?php
// Prints each function's parameters as rphp's builtin table declares them (see src/difftest.rs):
//     php -n -d extension=ctype -d extension=mbstring core/ext/difftest/signatures.php \
//         core/ext/difftest/functions.txt > core/ext/difftest/signatures.txt
// (ctype and mbstring are shared extensions php -n does not load; rphp has them built in)
foreach (file($argv[1], FILE_IGNORE_NEW_LINES) as $name) {
    if ($name === '') {
        continue;
    }
    if (!function_exists($name)) {
        echo "$name: (not in php)\n";
        continue;
    }
    $parts = [];
    foreach ((new ReflectionFunction($name))->getParameters() as $p) {
        $t = $p->getType();
        $type = $t === null ? 'mixed' : (string) $t;
        $s = $type . ' ' . ($p->isPassedByReference() ? '&' : '') . ($p->isVariadic() ? '...' : '') . $p->getName();
        if ($p->isOptional() && !$p->isVariadic()) {
            $s .= '=';
        }
        $parts[] = $s;
    }
    echo "$name: ", implode(', ', $parts), "\n";
}
