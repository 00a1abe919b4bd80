<?php
function t($label) { echo "eval $label\n"; return $label; }
function f($a, $b, $c) { echo "f($a,$b,$c)\n"; }
f(t('a'), t('b'), t('c'));
$i = 0;
function g(...$x) { return implode(",", $x); }
echo g($i++, $i++, ++$i), "\n";
$arr = [t('k1') => t('v1'), t('k2') => t('v2')];
