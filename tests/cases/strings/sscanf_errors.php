<?php
foreach ([
    fn() => sscanf("1", "%q"),
    fn() => sscanf("1", "%d", $a, $b),
    fn() => sscanf("1", "%d %d", $a),
    fn() => sscanf("1", "%[a"),
    fn() => sscanf("1", "%[^"),
    fn() => sscanf("1", '%1$d %d'),
    fn() => sscanf("1", '%d %1$d'),
    fn() => sscanf("1", '%3$d', $a),
    fn() => sscanf("1", '%0$d'),
    fn() => sscanf("1", '%1$d %1$d'),
    fn() => sscanf("1", '%1$d', $a, $b),
    fn() => sscanf("1", '%300$d'),
    fn() => sscanf("1", '%*d', $a),
    fn() => sscanf("1"),
] as $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
