<?php
$arr = ['a' => ['b' => 'deep'], 'list' => [10, 20]];
$k = 'a';
$obj = new stdClass;
$obj->arr = ['x' => 'X'];
$obj->inner = new stdClass;
$obj->inner->val = 'iv';
echo "{$arr['a']['b']} {$arr[$k]['b']} {$arr['list'][1]}\n";
echo "{$obj->arr['x']} {$obj->inner->val} $obj->arr\n";
$fn = fn($x) => strtoupper($x);
$var = 'name';
$name = 'Bob';
echo "{${'var'}} ${$var}\n";
echo "{$fn('call')}\n";
echo "\{$var} {\$var} \$var $ var {$var}\n";
