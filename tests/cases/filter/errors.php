<?php
// filter_list, filter_id, argument errors and the 8.1 deprecation of the string filter constants.
var_dump(filter_list());
foreach (filter_list() as $name) {
    echo $name, " ", filter_id($name), "\n";
}
var_dump(filter_id("INT"), filter_id("nope"), filter_id(""), filter_id("int\0"));
function show($f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
show(fn() => filter_list(1));
show(fn() => filter_id([]));
show(fn() => filter_id(null));
show(fn() => filter_has_var(INPUT_GET, []));
show(fn() => filter_input(INPUT_GET));
show(fn() => filter_var("a", 1, 2, 3));
var_dump(FILTER_SANITIZE_STRING);
var_dump(FILTER_SANITIZE_STRIPPED);
var_dump(\FILTER_SANITIZE_STRING === constant("FILTER_SANITIZE_STRIPPED"));
var_dump(filter_var("<p>x</p>", FILTER_SANITIZE_STRING));
var_dump(defined("FILTER_SANITIZE_STRING"));
var_dump(FILTER_FLAG_HOSTNAME === FILTER_FLAG_IPV4, FILTER_VALIDATE_BOOL === FILTER_VALIDATE_BOOLEAN);
