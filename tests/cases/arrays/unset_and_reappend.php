<?php
$a = ['a' => 1, 'b' => 2, 'c' => 3];
unset($a['b']);
$a['b'] = 4;
foreach ($a as $k => $v) echo "$k=$v ";
echo "\n";
unset($a['nonexistent']);
unset($a);
var_dump(isset($a));
$l = [0, 1, 2, 3];
unset($l[1]);
var_dump($l);
