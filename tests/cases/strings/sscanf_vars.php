<?php
var_dump(sscanf("12 34", "%d %d", $a, $b), $a, $b);
var_dump(sscanf("", "%d", $c), $c);
var_dump(sscanf("x", "%d", $d), $d);
var_dump(sscanf("1", "%d %d %d", $e, $f, $g), $e, $f, $g);
var_dump(sscanf("5 7", '%2$d %1$d', $first, $second), $first, $second);
var_dump(sscanf("-1 abc 2.5", "%u %s %f", $u, $s, $fl), $u, $s, $fl);
$keep = 'old';
var_dump(sscanf("", "%s", $keep), $keep);
var_dump(sscanf("name", "%s%n", $n, $len), $n, $len);
list($month, $day, $year) = sscanf("January 01 2000", "%s %d %d");
echo "$month-$day-$year\n";
