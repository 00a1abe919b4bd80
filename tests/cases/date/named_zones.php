<?php
// DST transitions of several zones, including half-hour, 45-minute and
// southern-hemisphere rules, from the transition table and the POSIX rule.
$zones = ["Europe/Paris", "America/New_York", "Australia/Lord_Howe", "America/Sao_Paulo",
    "Pacific/Chatham", "Asia/Kathmandu", "America/St_Johns", "Europe/London", "Africa/Casablanca",
    "America/Santiago", "Australia/Sydney", "Europe/Moscow", "Asia/Tehran", "Pacific/Apia"];
$stamps = [-2000000000, -1000000000, 0, 500000000, 1000000000, 1711846799, 1711846800,
    1729990799, 1729990800, 1900000000, 2500000000, 4102444800];
foreach ($zones as $z) {
    date_default_timezone_set($z);
    echo $z, "\n";
    foreach ($stamps as $t) {
        echo "  ", date("Y-m-d H:i:s T I O Z", $t), "\n";
    }
    for ($d = 0; $d < 380; $d += 19) {
        echo date("md H T", gmmktime(12, 0, 0, 1, 1 + $d, 2030)), ";";
    }
    echo "\n";
}
