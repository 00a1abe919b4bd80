<?php
// How filter_var reads its options: int flags or an array with filter/flags/options/default,
// REQUIRE_SCALAR/REQUIRE_ARRAY/FORCE_ARRAY, nested arrays, objects, and FILTER_CALLBACK.
function show($f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
class Str { function __toString(): string { return "42"; } }
class Upper { static function up($s) { return strtoupper($s); } function go($s) { return "[$s]"; } }
show(fn() => filter_var("abc", FILTER_CALLBACK));
show(fn() => filter_var("abc", FILTER_CALLBACK, ["options" => "nope"]));
show(fn() => filter_var("abc", FILTER_CALLBACK, ["options" => "strtoupper"]));
show(fn() => filter_var("abc", FILTER_CALLBACK, ["options" => "Upper::up"]));
show(fn() => filter_var("abc", FILTER_CALLBACK, ["options" => [new Upper, "go"]]));
show(fn() => filter_var(["a", ["b", "c"]], FILTER_CALLBACK, ["options" => "strtoupper"]));
show(fn() => filter_var(["a"], FILTER_CALLBACK, ["options" => "strtoupper", "flags" => FILTER_REQUIRE_SCALAR]));
show(fn() => filter_var(123, FILTER_CALLBACK, ["options" => fn($x) => var_export($x, true)]));
show(fn() => filter_var(1.5, FILTER_CALLBACK, ["options" => fn($x) => [$x]]));
show(fn() => filter_var("a", FILTER_CALLBACK, ["options" => "strtoupper", "flags" => FILTER_FORCE_ARRAY]));
show(fn() => filter_var("a", FILTER_CALLBACK, ["options" => fn($x) => throw new Exception("thrown")]));
show(fn() => filter_var(["x" => 1], FILTER_DEFAULT));
show(fn() => filter_var(["x" => 1, "y" => [2, [3]]], FILTER_VALIDATE_INT, FILTER_REQUIRE_ARRAY));
show(fn() => filter_var(["x" => "1", "y" => "z"], FILTER_VALIDATE_INT, FILTER_FORCE_ARRAY));
show(fn() => filter_var("1", FILTER_VALIDATE_INT, FILTER_FORCE_ARRAY));
show(fn() => filter_var("1", FILTER_DEFAULT, FILTER_REQUIRE_ARRAY));
show(fn() => filter_var("1", FILTER_DEFAULT, FILTER_REQUIRE_ARRAY | FILTER_NULL_ON_FAILURE));
show(fn() => filter_var([1], FILTER_DEFAULT, FILTER_NULL_ON_FAILURE));
show(fn() => filter_var([1], FILTER_DEFAULT, ["flags" => FILTER_REQUIRE_ARRAY | FILTER_FORCE_ARRAY]));
show(fn() => filter_var([], FILTER_VALIDATE_INT, FILTER_REQUIRE_ARRAY));
show(fn() => filter_var(new stdClass));
show(fn() => filter_var(new stdClass, FILTER_VALIDATE_INT, ["options" => ["default" => 3]]));
show(fn() => filter_var(new stdClass, FILTER_VALIDATE_INT, FILTER_NULL_ON_FAILURE));
show(fn() => filter_var(new Str, FILTER_VALIDATE_INT));
show(fn() => strlen(filter_var(new Exception("x"))) > 0);
show(fn() => filter_var(null));
show(fn() => filter_var(true));
show(fn() => filter_var(1.5));
show(fn() => filter_var(-0.0));
show(fn() => filter_var(1e25));
show(fn() => filter_var(STDIN));
show(fn() => filter_var("x", FILTER_VALIDATE_INT, ["options" => ["default" => [1]]]));
show(fn() => filter_var("5", FILTER_VALIDATE_INT, ["filter" => FILTER_VALIDATE_BOOL]));
show(fn() => filter_var("yes", FILTER_VALIDATE_INT, ["filter" => FILTER_VALIDATE_BOOL]));
show(fn() => filter_var("yes", FILTER_VALIDATE_INT, ["filter" => "258"]));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, ["flags" => "2"]));
show(fn() => filter_var("5", FILTER_VALIDATE_INT, ["flags" => [1]]));
show(fn() => filter_var("5", FILTER_VALIDATE_INT, [[1]]));
show(fn() => filter_var("5", FILTER_VALIDATE_INT, ["options" => "x"]));
show(fn() => filter_var("5", FILTER_VALIDATE_INT, ["options" => ["min_range" => "abc"]]));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, "2"));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, " 2"));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, "2 "));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, "2abc"));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, "2.5"));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, "1e1"));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, 2.0));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, 2.5));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, INF));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, true));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, null));
show(fn() => filter_var("0x1A", FILTER_VALIDATE_INT, new stdClass));
show(fn() => filter_var("0x1A", "257"));
show(fn() => filter_var("0x1A", "x"));
show(fn() => filter_var("a", 999));
show(fn() => filter_var("a", -1));
show(fn() => filter_var("a", 0));
show(fn() => filter_var(value: "0x10", filter: FILTER_VALIDATE_INT, options: 2));
show(fn() => filter_var());
