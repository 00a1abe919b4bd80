<?php
$a = [];
$a[1.5] = "x";
$a[2.0] = "y";
$a[-1.9] = "z";
var_dump($a);
$b = [3.7 => "lit"];
var_dump($b);
var_dump(isset($a[1.2]));
echo $a[1.9], "\n";
