<?php
class A { public int $p = 1; public function m(?string $s = null): int { return 1; } }
$m = new ReflectionMethod('A', 'm');
$p = $m->getParameters()[0];
$t = $p->getType();
var_dump($p, $t);
print_r($m);
echo "\n";
$rp = new ReflectionProperty('A', 'p');
print_r($rp);
echo "\n";
var_export($m);
echo "\n";
var_dump((array) $m, json_encode($m));
$rt = $m->getReturnType();
echo "type: $rt / ", $rt, "\n";
var_dump($rt == $m->getReturnType());
