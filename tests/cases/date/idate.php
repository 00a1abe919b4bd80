<?php
foreach ([0, 1700000000, 951782400, -1000000000] as $t) {
    foreach (str_split("BdhHiILmNostUwWyYzZ") as $c) {
        echo $c, "=", idate($c, $t), " ";
    }
    echo "\n";
}
var_dump(idate("y", 946684800 + 86400 * 400));
var_dump(idate("yy", 0));
var_dump(idate("", 0));
var_dump(idate("q", 0));
var_dump(idate("D", 0));
