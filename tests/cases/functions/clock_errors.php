<?php
foreach ([
    fn() => usleep(-1),
    fn() => sleep(-5),
    fn() => time_nanosleep(-1, 0),
    fn() => time_nanosleep(0, -1),
    fn() => time_nanosleep(0, 1000000000),
    fn() => microtime([]),
    fn() => usleep('soon'),
    fn() => time(1),
] as $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo "output before a sleep is flushed\n";
usleep(1000);
echo "done\n";
