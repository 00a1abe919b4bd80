<?php
$a = [
    'int' => 1,
    'list' => [1, [2, [3, []]]],
    'map' => ['k' => 'v', 'n' => null],
    10 => 1.5,
    'bool' => false,
];
var_dump($a);
var_dump([]);
var_dump([[]]);
