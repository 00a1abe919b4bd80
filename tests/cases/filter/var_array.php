<?php
// filter_var_array: one filter for every element, or a definition per key with add_empty.
function show($f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$data = ["id" => "42", "name" => "<b>Ann</b>", "tags" => ["a", "<b>"], "age" => "x", "ints" => ["1", "2", "z"],
    "email" => "ann@example.com", 7 => "seven"];
show(fn() => filter_var_array($data));
show(fn() => filter_var_array($data, FILTER_VALIDATE_INT));
show(fn() => filter_var_array($data, FILTER_SANITIZE_SPECIAL_CHARS));
show(fn() => filter_var_array($data, [
    "id" => FILTER_VALIDATE_INT,
    "name" => FILTER_SANITIZE_SPECIAL_CHARS,
    "tags" => ["filter" => FILTER_SANITIZE_SPECIAL_CHARS, "flags" => FILTER_REQUIRE_ARRAY],
    "age" => ["filter" => FILTER_VALIDATE_INT, "options" => ["default" => 18]],
    "ints" => ["filter" => FILTER_VALIDATE_INT, "flags" => FILTER_FORCE_ARRAY],
    "email" => FILTER_VALIDATE_EMAIL,
    "missing" => FILTER_DEFAULT,
    "cb" => ["filter" => FILTER_CALLBACK, "options" => "strtoupper"],
    "name2" => ["filter" => FILTER_CALLBACK, "options" => "strtoupper"],
]));
show(fn() => filter_var_array($data, ["id" => FILTER_VALIDATE_INT, "missing" => FILTER_DEFAULT], false));
show(fn() => filter_var_array($data, ["tags" => FILTER_DEFAULT, "ints" => ["flags" => 0]]));
show(fn() => filter_var_array($data, ["name" => ["flags" => FILTER_FORCE_ARRAY]]));
show(fn() => filter_var_array($data, ["name" => ["filter" => FILTER_CALLBACK, "options" => "strrev"]]));
show(fn() => filter_var_array(["a" => "1"], ["a" => 9999, "b" => "abc"]));
show(fn() => filter_var_array(["a" => "1"], [0 => FILTER_VALIDATE_INT]));
show(fn() => filter_var_array(["7" => "1"], ["7" => FILTER_VALIDATE_INT]));
show(fn() => filter_var_array(["a" => "1"], ["" => FILTER_VALIDATE_INT]));
show(fn() => filter_var_array(["a" => "1"], 9999));
show(fn() => filter_var_array(["a" => "1"], "257"));
show(fn() => filter_var_array(["a" => "1"], "x"));
show(fn() => filter_var_array("x"));
show(fn() => filter_var_array([], FILTER_VALIDATE_INT));
show(fn() => filter_var_array(["a" => "1"], FILTER_VALIDATE_INT, null));
show(fn() => filter_var_array(["a" => "x"], ["a" => ["filter" => FILTER_VALIDATE_FLOAT, "options" => ["decimal" => "ab"]]]));
show(fn() => filter_var_array(["a" => "x", "b" => "y"], ["a" => FILTER_CALLBACK, "b" => FILTER_DEFAULT]));
