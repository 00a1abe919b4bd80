<?php
$a = 1;
$b = [1, 2];
$f = function ($x) use ($a, $b) {
    $a++;
    $b[] = $x;
    return [$a, $b];
};
var_dump($f(3));
var_dump($a, $b);
$g = function () use (&$a) { $a = 'changed'; };
$g();
var_dump($a);
$h = function () use ($undefinedInUse) { return $undefinedInUse; };
var_dump($h());
