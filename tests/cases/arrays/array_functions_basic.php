<?php
$a = ['b' => 2, 'a' => 1, 'c' => 3];
var_dump(array_keys($a), array_values($a), array_key_exists('a', $a), in_array(2, $a), in_array("2", $a, true), array_search(3, $a));
var_dump(array_merge([1, 2], [3], ['x' => 'y']), array_slice([1, 2, 3, 4], 1, 2), array_reverse([1, 2, 3]));
