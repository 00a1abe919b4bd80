<?php
// Non-string, non-int arguments are false (and deprecated); floats are not ints.
foreach ([1.0, 65.0, true, false, null, [], ['a'], new stdClass] as $v) {
    var_dump(ctype_alpha($v));
    var_dump(ctype_digit($v));
}
set_error_handler(function ($no, $msg, $file, $line) {
    echo "handler: $no $msg line $line\n";
    return true;
});
var_dump(ctype_space(9));
var_dump(ctype_punct(null));
var_dump(ctype_xdigit("ff"));
