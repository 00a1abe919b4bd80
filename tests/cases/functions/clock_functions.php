<?php
$t = time();
var_dump(is_int($t), $t > 1600000000);
$m = microtime();
var_dump((bool) preg_match('/^0\.\d{8} \d+$/', $m));
[$frac, $sec] = explode(' ', $m);
var_dump(abs((int) $sec - $t) <= 1);
$f = microtime(true);
var_dump(is_float($f), abs($f - $t) < 2);
$h = hrtime();
var_dump(is_array($h), count($h), is_int($h[0]), $h[1] >= 0 && $h[1] < 1000000000);
$n = hrtime(true);
var_dump(is_int($n), $n >= $h[0] * 1000000000);
// Sleeping takes at least as long as asked.
$start = hrtime(true);
var_dump(usleep(20000));
$slept = hrtime(true) - $start;
var_dump($slept >= 20000000, $slept < 2000000000);
$start = microtime(true);
var_dump(time_nanosleep(0, 15000000));
var_dump(microtime(true) - $start >= 0.014);
var_dump(sleep(0), usleep(0));
var_dump(time_sleep_until(microtime(true) + 0.01));
var_dump(time_sleep_until(1));
