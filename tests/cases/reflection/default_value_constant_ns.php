<?php
// Constant names in a namespace: as php resolves them.
namespace App\Sub;

use const PHP_VERSION as V;

const LOCAL = 1;
class Cfg { const MODE = 2; }
function f($a = LOCAL, $b = \E_ALL, $c = E_ALL, $d = V, $e = Cfg::MODE, $f = \App\Sub\Cfg::MODE, $g = namespace\LOCAL) {}
foreach ((new \ReflectionFunction(__NAMESPACE__ . '\f'))->getParameters() as $p) {
    echo $p->getName(), ": ";
    var_dump($p->isDefaultValueConstant(), $p->getDefaultValueConstantName());
}
