<?php
$a = 1;
$b = &$a;
$b = 2;
echo $a, "\n";
$a = 3;
echo $b, "\n";
unset($b);
$b = 4;
echo $a, " ", $b, "\n";
$c = &$undefined;
var_dump($undefined);
