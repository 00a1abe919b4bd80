<?php
// Builtin calls whose arguments already have their declared types take a
// shorter path; everything around it must still be checked as php does:
// argument counts, coercion and its messages, references, defaults.
function show($f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
show(fn() => intdiv(7, 2));
show(fn() => intdiv("7", 2));
show(fn() => intdiv(7.0, 2));
show(fn() => intdiv(7.5, 2));
show(fn() => intdiv(7));
show(fn() => intdiv(7, 2, 3));
show(fn() => intdiv([], 2));
show(fn() => intdiv(null, 2));
show(fn() => intdiv(1, 0));
show(fn() => str_repeat("ab", 3));
show(fn() => str_repeat(12, "2"));
show(fn() => strtoupper(true));
show(fn() => abs(-5));
show(fn() => abs("-5.5"));
show(fn() => max(3, 9, 4));
show(fn() => max([1, 7, 2]));
show(fn() => max());
show(fn() => round(2.5));
show(fn() => round(2.45, 1));
show(fn() => implode(",", [1, 2, 3]));
show(fn() => array_sum([1, 2.5]));
show(fn() => str_pad("x", 4, "-", STR_PAD_LEFT));
show(fn() => substr("hello", 1));
show(fn() => substr("hello", 1, null));
show(fn() => in_array("1", [1, 2], true));
$x = 5;
$r = &$x;
show(fn() => intdiv($r, 2));
$s = "abc";
$t = &$s;
var_dump(strlen($t), strrev($t));
$arr = [3, 1, 2];
sort($arr);
var_dump($arr);
show(fn() => str_contains("haystack", "st"));
for ($i = 0; $i < 3; $i++) {
    var_dump(intdiv($i * 10, 3), min($i, 1), is_int($i));
}
