<?php
// What a script learns about its own process: resource use, the time of day,
// the user and the connection. Only properties that hold on every machine are
// printed. (The machine itself, php_uname and the load average: system_info.)
$r = getrusage();
var_dump(array_keys($r), array_sum(array_map('is_int', $r)) === count($r));
var_dump($r['ru_utime.tv_sec'] >= 0, $r['ru_utime.tv_usec'] >= 0 && $r['ru_utime.tv_usec'] < 1000000);
var_dump($r['ru_stime.tv_usec'] >= 0 && $r['ru_stime.tv_usec'] < 1000000);
var_dump(array_keys(getrusage(1)), array_keys(getrusage(2)) === array_keys($r));
// No child process has been waited for: its figures are all zero.
var_dump(array_sum(getrusage(1)));
// User time only grows.
$before = getrusage();
for ($i = 0, $x = 0; $i < 300000; $i++) {
    $x += $i % 7;
}
$after = getrusage();
$us = fn($r) => $r['ru_utime.tv_sec'] * 1000000 + $r['ru_utime.tv_usec'];
var_dump($us($after) >= $us($before), $x);
$t = gettimeofday();
var_dump(array_keys($t), is_int($t['sec']), $t['usec'] >= 0 && $t['usec'] < 1000000, $t['minuteswest'], $t['dsttime']);
var_dump(is_float(gettimeofday(true)), abs(gettimeofday(true) - microtime(true)) < 5);
date_default_timezone_set('America/New_York');
$t = gettimeofday();
var_dump(in_array($t['minuteswest'], [240, 300], true), $t['dsttime'] === ($t['minuteswest'] === 240 ? 1 : 0));
var_dump(is_string(get_current_user()));
var_dump(connection_status(), connection_aborted(), CONNECTION_NORMAL, CONNECTION_ABORTED, CONNECTION_TIMEOUT);
var_dump(memory_reset_peak_usage());
