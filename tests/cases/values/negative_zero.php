<?php
$z = -0.0;
var_dump($z);
echo $z, "\n";
var_dump($z == 0.0, $z === 0.0, 0.0 <=> $z);
var_dump(1 / INF * -1);
var_dump(-0.0 * 5, 0 * -1.0, (int)-0.0);
var_export(-0.0); echo "\n";
print_r(-0.0); echo "\n";
