<?php
$a = [1, 2, 3, 4, 5];
$removed = array_splice($a, 1, 2, ['x', 'y', 'z']);
var_dump($a, $removed);
var_dump(array_slice(['a' => 1, 5 => 2, 6 => 3], 1), array_slice([1, 2, 3], -2, 1, true));
