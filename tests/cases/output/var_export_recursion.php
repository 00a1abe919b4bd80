<?php
$a = [1];
$a[] = &$a;
var_export($a);
echo "\nafter\n";
