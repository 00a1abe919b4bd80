<?php
// Named arguments to builtin functions, in any order, with gaps filled by defaults.
var_dump(json_encode(flags: JSON_PRETTY_PRINT, value: [1]));
var_dump(str_pad(pad_type: STR_PAD_LEFT, string: "x", length: 3, pad_string: "-"));
var_dump(array_slice(length: 1, array: [1, 2, 3], offset: 1));
var_dump(str_pad("x", pad_type: STR_PAD_BOTH, length: 5));
var_dump(implode(array: ["a", "b"], separator: "+"));
var_dump(number_format(decimals: 2, num: 1234.567, thousands_separator: " "));
var_dump(array_search(strict: true, needle: "1", haystack: [1, "1"]));
try {
    var_dump(str_pad(length: 3, pad_type: STR_PAD_LEFT));
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    var_dump(str_pad("x", 3, string: "y"));
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    var_dump(str_pad(length: 3, nope: 1, string: "x"));
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    var_dump(str_repeat(times: 2));
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
