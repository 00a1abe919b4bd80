<?php
// FILTER_VALIDATE_INT: signs, white space, octal and hex flags, overflow, ranges.
$inputs = ["0", "-0", "+0", "00", "000", "1", "-1", "+5", "--5", "+-5", " 12 ", "\t12\n", "\r\v12", "\f12", "12\0",
    "12a", "a12", "", " ", "\n", "0x1A", "0X1a", "0x", "0x ", "0xg", "-0x1A", "012", "-012", "0o17", "0O17", "0o",
    "0o8", "09", "08", "0b101", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "-9223372036854775809", "99999999999999999999", "00000000000000000001", "1000000000000000000000",
    "0xFFFFFFFFFFFFFFFF", "0x7FFFFFFFFFFFFFFF", "0x10000000000000000", "0x00000000000000001",
    "01777777777777777777777", "02000000000000000000000", "0777", "1e3", "1.0", "1.", ".5", "1,000", "١٢",
    "+", "-", "0 1", "1 2", 42, -7, 3.0, 3.5, 1e20, true, false, null];
$flagsets = [0, FILTER_FLAG_ALLOW_HEX, FILTER_FLAG_ALLOW_OCTAL, FILTER_FLAG_ALLOW_HEX | FILTER_FLAG_ALLOW_OCTAL];
foreach ($inputs as $in) {
    echo json_encode($in), ":";
    foreach ($flagsets as $f) {
        echo " ", var_export(filter_var($in, FILTER_VALIDATE_INT, $f), true);
    }
    echo " ", var_export(filter_var($in, FILTER_VALIDATE_INT, FILTER_NULL_ON_FAILURE), true), "\n";
}
$ranges = [["min_range" => 1, "max_range" => 10], ["min_range" => 5], ["max_range" => 5], ["min_range" => "5x"],
    ["min_range" => 10, "max_range" => 1], ["max_range" => 4.9], ["min_range" => [1]], ["min_range" => null],
    ["min_range" => PHP_INT_MIN, "max_range" => PHP_INT_MAX]];
foreach (["5", "1", "10", "0", "11", "-3", "0x0A"] as $in) {
    foreach ($ranges as $r) {
        echo $in, " ", json_encode($r), ": ";
        var_dump(filter_var($in, FILTER_VALIDATE_INT, ["options" => $r, "flags" => FILTER_FLAG_ALLOW_HEX]));
    }
}
var_dump(filter_var("x", FILTER_VALIDATE_INT, ["options" => ["default" => 42]]));
var_dump(filter_var("7", FILTER_VALIDATE_INT, ["options" => ["default" => 42]]));
var_dump(filter_var("x", FILTER_VALIDATE_INT, ["options" => ["default" => null]]));
var_dump(filter_var("x", FILTER_VALIDATE_INT, ["options" => ["default" => 42], "flags" => FILTER_NULL_ON_FAILURE]));
var_dump(filter_var("x", FILTER_VALIDATE_INT, ["options" => ["default" => "d"], "flags" => FILTER_NULL_ON_FAILURE]));
var_dump(filter_var("11", FILTER_VALIDATE_INT, ["options" => ["max_range" => 10, "default" => 10]]));
