<?php
// a parse error far down still stops everything
echo "first\n";
$a = 1;
$b = 2;
$c = 3;
$d = 4;
$e = 5;
$f = 6;
$g = [1, 2,, 3];
