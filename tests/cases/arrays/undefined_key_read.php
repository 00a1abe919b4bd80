<?php
$a = ['a' => 1, 5 => 2];
var_dump($a['missing']);
var_dump($a[99]);
var_dump($a['missing']['deeper'] ?? 'null-coalesced');
$n = null;
var_dump($n['x']);
$i = 5;
var_dump($i['x']);
echo "end\n";
