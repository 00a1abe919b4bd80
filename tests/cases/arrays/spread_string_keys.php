<?php
$a = ['a' => 1, 'b' => 2];
$b = ['b' => 3, 'c' => 4];
var_dump([...$a, ...$b]);
var_dump([...[1, 2], ...[3, 4]]);
function gen() { yield 'k' => 'v'; yield 10 => 'w'; }
var_dump([...gen()]);
