<?php
// FILTER_VALIDATE_FLOAT: signs, exponents, thousand separators, decimal option, ranges.
$inputs = ["0", "-0", "+0", "1", "1.5", "-1.5", "+1.5", ".5", "5.", ".", "-.5e-3", "1e3", "1E3", "1e+3", "1e-3",
    "1e", "e3", "1e3.5", "1.5.5", " 1.5 ", "\t2\n", "", " ", "abc", "1a", "0x1A", "1,000", "1,000.5", "1.000,5",
    "1'000", "12,34", "1,0000", "1,000,000", ",100", "100,", "1,,000", "1 000", "1e999", "-1e999", "1e-999",
    "0e5", "0.0", "000.5", "9223372036854775807", "9223372036854775808", "123456789012345678901234567890",
    "1.7976931348623157e308", "4.9e-324", "2.5e-324", "1_000", "١", "+-1", "--1", "1e--3", 1.5, 7, true, false,
    null, 1e100, -0.0, "1\0", "1,\0000"];
$flagsets = [0, FILTER_FLAG_ALLOW_THOUSAND, FILTER_FLAG_ALLOW_FRACTION, FILTER_FLAG_ALLOW_SCIENTIFIC];
foreach ($inputs as $in) {
    echo json_encode($in), ":";
    foreach ($flagsets as $f) {
        echo " ", var_export(filter_var($in, FILTER_VALIDATE_FLOAT, $f), true);
    }
    echo "\n";
}
$opts = [["decimal" => ","], ["decimal" => ",", "thousand" => "."], ["thousand" => " "], ["thousand" => "'"],
    ["thousand" => ".,"], ["decimal" => 5], ["thousand" => 5], ["min_range" => 1, "max_range" => 10],
    ["min_range" => "1.5"], ["max_range" => -1], ["decimal" => " "]];
foreach (["1,5", "1.5", "1.000,5", "1 000", "1'000.5", "2", "10.0001", "0.5", "-2", "1,000", "1 "] as $in) {
    foreach ($opts as $o) {
        echo json_encode($in), " ", json_encode($o), ": ";
        var_dump(filter_var($in, FILTER_VALIDATE_FLOAT, ["options" => $o, "flags" => FILTER_FLAG_ALLOW_THOUSAND]));
    }
}
foreach ([["decimal" => ""], ["decimal" => ",,"], ["thousand" => ""]] as $o) {
    try {
        var_dump(filter_var("1", FILTER_VALIDATE_FLOAT, ["options" => $o]));
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump(filter_var("x", FILTER_VALIDATE_FLOAT, ["options" => ["default" => 1.25]]));
var_dump(filter_var("x", FILTER_VALIDATE_FLOAT, FILTER_NULL_ON_FAILURE));
