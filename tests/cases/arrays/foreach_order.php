<?php
$a = [3 => 'c', 1 => 'a', 2 => 'b', 'x' => 'X', 0 => 'zero'];
foreach ($a as $k => $v) echo "$k:$v ";
echo "\n";
$a[1] = 'A';
foreach ($a as $k => $v) echo "$k:$v ";
echo "\n";
