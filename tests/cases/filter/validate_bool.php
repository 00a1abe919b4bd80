<?php
// FILTER_VALIDATE_BOOL(EAN): the true and false words, white space, FILTER_NULL_ON_FAILURE.
$inputs = ["1", "0", "true", "false", "TRUE", "False", "on", "ON", "off", "Off", "yes", "YES", "no", "No", "",
    " ", " yes ", "\tno\n", "\fyes", "y", "n", "2", "-1", "01", "truee", "onn", "nope", "null", "1.0", "0.0",
    1, 0, 2, 1.0, 0.0, true, false, null, "yes\0"];
foreach ($inputs as $in) {
    echo json_encode($in), ": ", var_export(filter_var($in, FILTER_VALIDATE_BOOLEAN), true), " ",
        var_export(filter_var($in, FILTER_VALIDATE_BOOL, FILTER_NULL_ON_FAILURE), true), "\n";
}
var_dump(filter_var("maybe", FILTER_VALIDATE_BOOL, ["options" => ["default" => "d"]]));
var_dump(filter_var("maybe", FILTER_VALIDATE_BOOL, ["flags" => FILTER_NULL_ON_FAILURE, "options" => ["default" => "d"]]));
var_dump(filter_var("no", FILTER_VALIDATE_BOOL, ["options" => ["default" => "d"]]));
var_dump(filter_var(new stdClass, FILTER_VALIDATE_BOOL, FILTER_NULL_ON_FAILURE));
