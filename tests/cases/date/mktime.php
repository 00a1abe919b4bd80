<?php
date_default_timezone_set("Europe/Paris");
var_dump(mktime(0, 0, 0, 1, 1, 2024), mktime(12, 30, 45, 7, 14, 2024));
// A time skipped by the spring-forward change.
var_dump(mktime(2, 30, 0, 3, 31, 2024), date("c", mktime(2, 30, 0, 3, 31, 2024)));
// Out-of-range fields carry over.
var_dump(mktime(0, 0, 0, 2, 30, 2021), mktime(25, 70, 70, 14, 35, 99), mktime(0, 0, 0, 0, 0, 0));
var_dump(mktime(-1, 0, 0, 1, 1, 2000), mktime(0, 0, 0, 1, 1, 70), mktime(0, 0, 0, 1, 1, 1969));
date_default_timezone_set("America/New_York");
var_dump(mktime(2, 30, 0, 3, 10, 2024), date("c", mktime(2, 30, 0, 3, 10, 2024)));
var_dump(mktime(12, 0, 0, 7, 4, 1776), date("c T", mktime(12, 0, 0, 7, 4, 1776)));
try {
    mktime();
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
