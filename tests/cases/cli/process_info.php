<?php
// System information: only properties that hold on every machine are printed.
var_dump(php_uname('s') === PHP_OS, php_uname('n') === gethostname());
var_dump(php_uname() === php_uname('a'), php_uname('x') === php_uname(), php_uname('') === php_uname());
var_dump(str_contains(php_uname(), php_uname('r')), str_contains(php_uname(), php_uname('m')));
var_dump(is_string(php_uname('v')), is_string(gethostname()));
$r = getrusage();
var_dump(array_keys($r), array_sum(array_map('is_int', $r)) === count($r));
var_dump(array_keys(getrusage(1)));
$l = sys_getloadavg();
var_dump(count($l), is_float($l[0]));
$t = gettimeofday();
var_dump(array_keys($t), is_int($t['sec']), $t['usec'] >= 0 && $t['usec'] < 1000000, $t['minuteswest'], $t['dsttime']);
var_dump(is_float(gettimeofday(true)), abs(gettimeofday(true) - microtime(true)) < 5);
date_default_timezone_set('America/New_York');
$t = gettimeofday();
var_dump(in_array($t['minuteswest'], [240, 300], true), $t['dsttime'] === ($t['minuteswest'] === 240 ? 1 : 0));
var_dump(is_string(get_current_user()));
var_dump(connection_status(), connection_aborted(), CONNECTION_NORMAL, CONNECTION_ABORTED, CONNECTION_TIMEOUT);
var_dump(memory_reset_peak_usage());
