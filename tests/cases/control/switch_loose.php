<?php
function test($v) {
    switch ($v) {
        case 0:
            return "zero";
        case "a":
            return "a";
        case "1":
            return "string one";
        case null:
            return "null";
        default:
            return "default";
    }
}
foreach ([0, "0", "a", 1, 1.0, "1.0", null, "", false, true, "b"] as $v) {
    echo var_export($v, true), " => ", test($v), "\n";
}
