<?php
mt_srand(11);
$a = ['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4, 'e' => 5, 'f' => 6];
for ($i = 0; $i < 5; $i++) {
    var_dump(array_rand($a));
}
print_r(array_rand($a, 2));
print_r(array_rand($a, 5));
print_r(array_rand($a, 6));
print_r(array_rand(range(10, 30), 3));
var_dump(array_rand([7 => 'x']));
$list = range(0, 99);
echo implode(',', array_rand($list, 10)), "\n";
echo implode(',', array_rand($list, 90)) === implode(',', array_diff(array_keys($list), [])) ? "all\n" : "some\n";
