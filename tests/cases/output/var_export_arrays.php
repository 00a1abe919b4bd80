<?php
var_export([]); echo "\n";
var_export([1, 2, 3]); echo "\n";
var_export(['a' => 1, 'b' => [true, null], 5 => 'x', 'nested' => ['deep' => ['deeper' => 1.5]]]); echo "\n";
var_export([-1 => 'neg', "it's" => "v'al"]); echo "\n";
$s = var_export([1, 'x'], true);
var_dump($s);
var_export((object)['a' => 1]); echo "\n";
