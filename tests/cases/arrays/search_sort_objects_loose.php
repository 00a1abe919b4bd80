<?php
// Array functions that compare loosely meet objects as == and <=> do.
class Plain { public $a = 1; }
class Five { function __toString(): string { return "5"; } }
$p = new Plain; $f = new Five;

echo "in_array\n";
var_dump(in_array(1, [$p]));
var_dump(in_array($p, [2, 1]));
var_dump(in_array("5", [$f]));
var_dump(in_array("x", [$p]));
var_dump(in_array(1, [$p], true));
echo "array_search\n";
var_dump(array_search("5", [1, $f]));
var_dump(array_search(2, [$p, 2]));
echo "array_keys\n";
var_dump(array_keys([1, $p, 2, "1"], 1));
echo "min/max\n";
var_dump(max(1, $p));
var_dump(min(2, $p));
var_dump(max([$p, 0]));
var_dump(max("4", $f));
echo "sort\n";
$a = [3, $p, 1, "x"];
sort($a);
var_dump($a);
$a = ["7", $f, "3"];
rsort($a);
var_dump($a);
$a = ["b" => 2, "a" => $p, "c" => 0];
asort($a);
var_dump(array_keys($a));
echo "array_unique\n";
var_dump(array_unique([1, $p, $f, "5"], SORT_REGULAR));
var_dump(array_unique(["5", $f, 5, $p, 1], SORT_REGULAR));
