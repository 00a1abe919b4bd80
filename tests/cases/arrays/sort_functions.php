<?php
$a = [3, "10", 1, "9", 2.5];
sort($a);
var_dump($a);
$b = ['b' => 2, 'a' => 3, 'c' => 1];
asort($b); var_dump($b);
ksort($b); var_dump($b);
arsort($b); var_dump($b);
$c = ["banana", "apple", "Cherry"];
rsort($c); var_dump($c);
usort($c, fn($x, $y) => strcasecmp($x, $y)); var_dump($c);
