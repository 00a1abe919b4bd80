<?php
function swap(&$a, &$b) { [$a, $b] = [$b, $a]; }
$x = "first"; $y = "second";
swap($x, $y);
echo "$x $y\n";
$arr = [1, 2];
swap($arr[0], $arr[1]);
var_dump($arr);
