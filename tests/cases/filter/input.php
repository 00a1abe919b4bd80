<?php
// filter_input, filter_input_array, filter_has_var on the CLI: no GET/POST/COOKIE data,
// the environment for INPUT_ENV, the script variables for INPUT_SERVER.
function show($f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
foreach ([INPUT_GET, INPUT_POST, INPUT_COOKIE] as $t) {
    show(fn() => filter_input($t, "a"));
    show(fn() => filter_input($t, "a", FILTER_VALIDATE_INT, FILTER_NULL_ON_FAILURE));
    show(fn() => filter_input($t, "a", FILTER_VALIDATE_INT, ["options" => ["default" => 5]]));
    show(fn() => filter_input($t, "a", FILTER_VALIDATE_INT, ["flags" => FILTER_NULL_ON_FAILURE]));
    show(fn() => filter_has_var($t, "a"));
    show(fn() => filter_input_array($t));
    show(fn() => filter_input_array($t, FILTER_VALIDATE_INT | FILTER_NULL_ON_FAILURE));
    show(fn() => filter_input_array($t, ["flags" => FILTER_NULL_ON_FAILURE]));
}
$_GET["a"] = "1";
$_SERVER["PHP_SELF"] = "changed";
show(fn() => filter_has_var(INPUT_GET, "a"));
show(fn() => filter_input(INPUT_SERVER, "PHP_SELF"));
show(fn() => filter_input(INPUT_SERVER, "SCRIPT_NAME", FILTER_SANITIZE_ENCODED));
show(fn() => filter_input(INPUT_SERVER, "DOCUMENT_ROOT", FILTER_UNSAFE_RAW, FILTER_FLAG_EMPTY_STRING_NULL));
show(fn() => filter_input(INPUT_SERVER, "argv"));
show(fn() => filter_input(INPUT_SERVER, "REQUEST_TIME"));
show(fn() => filter_has_var(INPUT_SERVER, "SCRIPT_FILENAME"));
show(fn() => filter_has_var(INPUT_SERVER, "argc"));
show(fn() => filter_input_array(INPUT_SERVER));
show(fn() => filter_input_array(INPUT_SERVER, ["PHP_SELF" => FILTER_SANITIZE_ENCODED, "nope" => FILTER_DEFAULT]));
show(fn() => filter_input_array(INPUT_SERVER, ["nope" => FILTER_DEFAULT], false));
show(fn() => filter_input(INPUT_ENV, "TZ"));
show(fn() => filter_input(INPUT_ENV, "LC_ALL", FILTER_CALLBACK, ["options" => "strtolower"]));
show(fn() => filter_has_var(INPUT_ENV, "TZ"));
show(fn() => filter_has_var(INPUT_ENV, "NOT_SET_ANYWHERE"));
putenv("RPHP_FILTER_LATER=1");
show(fn() => filter_has_var(INPUT_ENV, "RPHP_FILTER_LATER"));
show(fn() => filter_input_array(INPUT_ENV, ["TZ" => FILTER_DEFAULT, "NOT_SET_ANYWHERE" => FILTER_DEFAULT]));
show(fn() => filter_input(9, "a"));
show(fn() => filter_input(INPUT_GET, "a", 9999));
show(fn() => filter_has_var(3, "a"));
show(fn() => filter_input_array(6));
show(fn() => filter_input_array(INPUT_GET, 9999));
show(fn() => filter_input_array(INPUT_GET, [0 => FILTER_DEFAULT]));
show(fn() => filter_input_array(INPUT_SERVER, [0 => FILTER_DEFAULT]));
