<?php
// Every date() format character, in UTC, across leap years, ISO week edges,
// negative and five-digit years.
$stamps = [0, -1, 86399, 951782400, 1700000000, -62169984000, -62135596800,
    -100000000000, 253402300799, 253402300800, 4102444800, 100000000000,
    1230768000, 1262217600, 1293753600, 1104537600, 1609459200, 1735603200];
$all = "d D j l N S w z W F m M n t L o X x Y y a A B g G h H i s u v e I O P p T Z c r U";
foreach ($stamps as $t) {
    echo date($all, $t), "\n";
}
echo date("\\Y\\m\\d \\\\ Y"), "|", date("", 5), "|", date("q€é ", 0), "\n";
foreach ([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 30, 31] as $d) {
    echo date("jS ", mktime(0, 0, 0, 1, $d, 2021));
}
echo "\n";
for ($h = 0; $h < 24; $h += 5) {
    echo date("g G h H a A B|", gmmktime($h, 7, 9, 6, 1, 2022));
}
echo "\n";
