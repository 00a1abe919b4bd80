<?php
$s = "a" . "b" . 1 . 2.5 . true . null . false;
var_dump($s);
$s .= "c";
$s .= 5;
var_dump($s);
$x = "x";
$x = $x . $x . $x;
echo $x, "\n";
echo "sum: " . 1 + 2, "\n";
echo "val: " . (1 + 2), "\n";
echo -1 . "", "\n";
