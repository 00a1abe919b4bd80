<?php
$a = [1, 2, 3];
$r = &$a[1];
var_dump($a);
$b = ['k' => 'v'];
$b['self'] = &$b['k'];
var_dump($b);
print_r($a); echo "\n";
var_export($a); echo "\n";
