<?php
date_default_timezone_set("Europe/Paris");
$checks = [[0, "2024-03-31 02:30"], [0, "2024-10-27 02:30"], [1720000000, "2024-10-27 02:30"],
    [1711846799, "+1 hour"], [1711846799, "+1 day"], [1729990000, "tomorrow"], [0, "2024-07-01 12:00 UTC"],
    [1729990000, "+2 hours"], [1711800000, "tomorrow 02:30"], [1700000000, "today"]];
foreach ($checks as [$b, $s]) {
    $r = strtotime($s, $b);
    echo str_pad($s, 24), $r === false ? "false" : date("D Y-m-d H:i:s T U", $r), "\n";
}
date_default_timezone_set("America/New_York");
foreach ([[0, "2024-03-10 02:30"], [0, "2024-11-03 01:30"], [1720000000, "2024-11-03 01:30"],
    [1710054000, "+1 day"], [1730600000, "midnight"]] as [$b, $s]) {
    $r = strtotime($s, $b);
    echo str_pad($s, 24), $r === false ? "false" : date("D Y-m-d H:i:s T U", $r), "\n";
}
