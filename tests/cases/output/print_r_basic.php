<?php
print_r(null); echo "|\n";
print_r(true); echo "|\n";
print_r(false); echo "|\n";
print_r(42); echo "|\n";
print_r(4.20); echo "|\n";
print_r("string"); echo "|\n";
print_r([]); echo "|\n";
print_r([1, 'a' => [2, 3], 'b' => []]);
echo "|\n";
$o = new stdClass;
$o->p = [1];
print_r($o);
echo "|\n";
