<?php
$vals = ["apple", "APPLE", "10", "1e1", 10, "banana"];
foreach ($vals as $v) {
    switch ($v) {
        case "apple": echo "apple\n"; break;
        case 10: echo "ten-ish ", var_export($v, true), "\n"; break;
        case "banana": echo "banana\n"; break;
        default: echo "other ", var_export($v, true), "\n";
    }
}
