<?php
foreach ([
    fn() => mt_rand(5, 1),
    fn() => mt_rand(1),
    fn() => rand(1),
    fn() => random_int(5, 1),
    fn() => random_bytes(0),
    fn() => random_bytes(-3),
    fn() => mt_srand("x"),
    fn() => mt_rand("a", 2),
    fn() => array_rand([]),
    fn() => array_rand([1, 2], 3),
    fn() => array_rand([1, 2], 0),
    fn() => array_rand([1, 2], -1),
] as $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
