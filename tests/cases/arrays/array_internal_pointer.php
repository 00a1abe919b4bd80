<?php
$a = ['a' => 1, 'b' => 2, 'c' => 3];
var_dump(current($a), key($a), next($a), key($a), next($a), next($a), key($a), current($a), reset($a), end($a), prev($a), key($a));
$e = [];
var_dump(current($e), key($e), end($e));
