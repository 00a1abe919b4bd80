<?php
var_dump(2 + 3 * 4, (2 + 3) * 4, 2 ** 3 ** 2, -2 ** 2, (-2) ** 2, 10 - 5 - 2, 100 / 10 / 5, 7 % 3 * 2);
var_dump(1 + 2 . "3", "1" . 2 + 3, 1 << 2 + 1, 1 & 3 == 3, !true && false, !(true && false));
var_dump(true || false && false, (true || false) && false, true and false, true xor true);
$a = true and false;
var_dump($a);
$b = (true and false);
var_dump($b);
$c = false or true;
var_dump($c);
