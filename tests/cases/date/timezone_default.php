<?php
echo date_default_timezone_get(), "\n";
foreach (["Europe/Paris", "europe/PARIS", "America/New_York", "UTC", "utc", "EST", "Asia/Kolkata",
    "Foo/Bar", "", "CEST", "+02:00", "../etc/passwd", "Europe/"] as $z) {
    $r = date_default_timezone_set($z);
    echo var_export($z, true), " => ", var_export($r, true), " ", date_default_timezone_get(), " ", date("T e O", 1700000000), "\n";
}
