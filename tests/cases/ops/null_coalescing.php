<?php
$a = null;
$b = ['x' => ['y' => null]];
var_dump($a ?? 'A', $b['x']['y'] ?? 'B', $b['x']['z']['w'] ?? 'C', $undef ?? $alsoUndef ?? 'D', 0 ?? 'E', false ?? 'F', '' ?? 'G');
$c = null;
$c ??= 'set';
$c ??= 'not set again';
var_dump($c);
$d = ['list' => []];
$d['k']['j'] ??= 'deep';
var_dump($d);
function side() { echo "side effect\n"; return 1; }
$e = 5;
$e ??= side();
var_dump($e);
