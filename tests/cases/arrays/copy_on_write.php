<?php
$a = [1, 2, 3];
$b = $a;
$b[] = 4;
$b[0] = 100;
var_dump($a, $b);
function modify(array $arr) { $arr[0] = "changed"; return $arr; }
$c = modify($a);
echo $a[0], " ", $c[0], "\n";
$nested = ["inner" => [1, 2]];
$copy = $nested;
$copy["inner"][] = 3;
echo count($nested["inner"]), " ", count($copy["inner"]), "\n";
