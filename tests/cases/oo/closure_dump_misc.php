<?php
$f = strlen(...);
var_dump($f);
class K { public function m(int $a, string ...$more) {} public static function s() {} }
$k = new K;
$m = $k->m(...);
var_dump($m);
print_r(K::s(...));
echo "\n";
var_export($f);
echo "\n";
$arr = ['cb' => fn() => null];
var_dump($arr);
$by = 10;
$ref = function () use (&$by) { return $by; };
$by = 11;
var_dump($ref);
