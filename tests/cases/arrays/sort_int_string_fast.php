<?php
// sort/rsort/asort/arsort of all-int and all-string arrays (the specialised
// paths) must give the same order as the general comparison, ties stable.
$seed = 7;
function next_rand(&$seed) { $seed = ($seed * 1103515245 + 12345) % 2147483648; return $seed; }
$ints = [];
for ($i = 0; $i < 300; $i++) { $ints["k$i"] = next_rand($seed) % 50 - 25; }
$ints[] = PHP_INT_MAX; $ints[] = PHP_INT_MIN;
$a = $ints; sort($a); echo implode(",", $a), "\n";
$a = $ints; rsort($a); echo implode(",", $a), "\n";
$a = $ints; asort($a); echo implode(",", array_keys($a)), "\n";
$a = $ints; arsort($a); echo implode(",", array_keys($a)), "\n";
$a = [3, 1, 2]; $a[] = 0; sort($a); $a[] = 9; var_dump($a);
$strs = ["pear", "apple", "Banana", "apple", "", "a\0b", "a", "10", "zz", "Apple", "é", "ab"];
$a = $strs; sort($a); var_dump($a);
$a = $strs; rsort($a); var_dump($a);
$a = $strs; asort($a); var_dump($a);
$a = $strs; arsort($a); var_dump($a);
$a = $strs; sort($a, SORT_STRING); var_dump($a);
$a = $strs; sort($a, SORT_STRING | SORT_FLAG_CASE); var_dump($a);
// Two numeric strings compare as numbers: the general path.
$a = ["10", "9", "9a", "abc", " 5", "1e1"]; sort($a); var_dump($a);
$a = ["10", "9", "9a", "abc"]; sort($a, SORT_STRING); var_dump($a);
// Mixed types and references keep the general path.
$x = 5; $a = [3, &$x, 1]; sort($a); $x = 100; var_dump($a);
$a = [3, "2", 1]; sort($a); var_dump($a);
$a = [2, 1, 1.5]; rsort($a); var_dump($a);
$a = [5, 3]; sort($a, SORT_STRING); var_dump($a);
$a = ["b" => 2, "a" => 2, "c" => 1]; asort($a); var_dump($a); arsort($a); var_dump($a);
