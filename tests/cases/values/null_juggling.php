<?php
$n = null;
var_dump($n + 1, $n . "x", $n == 0, $n === 0, (string)$n, (int)$n, (array)$n, (float)$n, $n ?? "default", !$n, -$n);
var_dump(null . null, null * 5);
