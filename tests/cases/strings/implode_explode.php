<?php
var_dump(explode(",", "a,b,,c"));
var_dump(explode(",", "a,b,c", 2));
var_dump(explode(",", "a,b,c", -1));
var_dump(explode(",", "a,b,c", 0));
var_dump(explode(",", ""));
var_dump(explode(", ", "x, y, z"));
var_dump(explode(",", "abc", -5));
try {
    explode("", "abc");
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(implode(", ", [1, 2.5, true, null, "s"]));
var_dump(implode([1, 2]), implode(",", []), join("-", ['a', 'b']));
var_dump(implode(",", ['k' => 'v', 'k2' => 'v2']));
