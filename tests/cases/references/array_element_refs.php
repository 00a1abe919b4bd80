<?php
$a = [1, 2, 3];
$r = &$a[1];
$b = $a;
$b[1] = "changed via copy";
var_dump($a);
unset($r);
$c = $a;
$c[1] = "now independent";
var_dump($a[1]);
