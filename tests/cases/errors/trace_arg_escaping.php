<?php
// String arguments in stack traces: cut at 15 bytes, then control bytes,
// backslashes and bytes above 126 escaped (single quotes are not); and a
// builtin whose argument fails its type check shows that argument, not NULL.
function f(...$a) { throw new Exception("f"); }
$inputs = [
    "a\nb\\c'd\t\x01\x7f\xc3\xa9\e\v\f\r\0xyzabcdefgh",
    str_repeat("\\", 20),
    "abc\\",
    "Foo\\Bar\\baz",
    "caf\xc3\xa9 \xff\xfe",
    "\r\n",
];
foreach ($inputs as $s) {
    try {
        f($s, 1);
    } catch (Exception $e) {
        echo $e->getTraceAsString(), "\n";
    }
}
function t($fn) {
    try {
        $fn();
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
    }
}
t(function () { strlen([]); });
t(function () { in_array(1, 5); });
t(function () { array_slice(5, 1); });
t(function () { chr([]); });
t(function () { str_repeat("x\ny", "many"); });
t(function () { call_user_func('nope', "a\\b"); });
function g() { throw new Exception("uncaught"); }
g("line\none", "tab\there", "back\\slash");
