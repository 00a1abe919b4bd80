<?php
$a = [];
$a['x']['y']['z'] = 1;
$a['x']['y']['w'] = 2;
$a['list'][] = 'first';
$a['list'][] = 'second';
var_dump($a);
echo $a['x']['y']['z'] + $a['x']['y']['w'], "\n";
echo count($a), " ", count($a, COUNT_RECURSIVE), "\n";
