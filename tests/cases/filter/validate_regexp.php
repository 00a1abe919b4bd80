<?php
// FILTER_VALIDATE_REGEXP: the regexp option, bad patterns, UTF-8 subjects.
function show($f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
show(fn() => filter_var("abc", FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => "/b/"]]));
show(fn() => filter_var("abc", FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => "/^b/"]]));
show(fn() => filter_var("ABC", FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => "/^abc$/i"]]));
show(fn() => filter_var("x", FILTER_VALIDATE_REGEXP));
show(fn() => filter_var("x", FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => 5]]));
show(fn() => filter_var("x", FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => "abc"]]));
show(fn() => filter_var("x", FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => "/(/"]]));
show(fn() => filter_var("\xff", FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => "/./u"]]));
show(fn() => filter_var("é", FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => "/^.$/u"]]));
show(fn() => filter_var("x", FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => "/y/", "default" => "dflt"]]));
show(fn() => filter_var("x", FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => "/y/"], "flags" => FILTER_NULL_ON_FAILURE]));
show(fn() => filter_var(["a1", "b", ["c2"]], FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => "/\d/"], "flags" => FILTER_REQUIRE_ARRAY]));
show(fn() => filter_var(123, FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => "/^\d+$/"]]));
var_dump(preg_last_error());
