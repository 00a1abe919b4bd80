<?php
$data = [5, "10", 3.5, "2", -1, 0.5, "1e1"];
usort($data, fn($a, $b) => $a <=> $b);
var_dump($data);
$words = ["banana", "Apple", "cherry", "apple"];
usort($words, fn($a, $b) => strcmp($a, $b));
echo implode(",", $words), "\n";
usort($words, fn($a, $b) => [strtolower($a), $a] <=> [strtolower($b), $b]);
echo implode(",", $words), "\n";
