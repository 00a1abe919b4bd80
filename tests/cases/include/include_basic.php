<?php
echo "main start\n";
include 'lib/greet.inc';
echo greet("main"), "\n";
$r = include 'lib/returns_value.inc';
var_dump($r);
$r2 = include 'lib/greet.inc.noreturn.inc';
var_dump($r2);
echo "main end\n";
