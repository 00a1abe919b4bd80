<?php
$a = 1;
$b = &$a;
$c = &$b;
$c = 'all';
var_dump($a, $b, $c);
$d = 'other';
$b = &$d;
$b = 'changed';
var_dump($a, $d);
