<?php
$tests = [
    fn() => [] + 1,
    fn() => 1 - [],
    fn() => [1] * 2,
    fn() => [] / 1,
    fn() => [] % 2,
    fn() => [] ** 2,
    fn() => -[],
];
foreach ($tests as $i => $t) {
    try {
        var_dump($t());
    } catch (TypeError $e) {
        echo "$i: ", $e->getMessage(), "\n";
    }
}
var_dump([1, 2] + [3, 4, 5]);
