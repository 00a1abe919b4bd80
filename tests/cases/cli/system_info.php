<?php
// The machine a script runs on: php_uname's fields, the host name and the
// load average. Only properties that hold on every machine are printed.
var_dump(php_uname('s') === PHP_OS, php_uname('n') === gethostname());
var_dump(php_uname() === php_uname('a'), php_uname('x') === php_uname(), php_uname('') === php_uname());
var_dump(php_uname('s') . ' ' . php_uname('n') === substr(php_uname(), 0, strlen(php_uname('s') . php_uname('n')) + 1));
var_dump(str_contains(php_uname(), php_uname('r')), str_contains(php_uname(), php_uname('m')));
var_dump(str_ends_with(php_uname(), ' ' . php_uname('m')));
var_dump(is_string(php_uname('v')), is_string(gethostname()), gethostname() !== '');
$l = sys_getloadavg();
var_dump(count($l), is_float($l[0]), is_float($l[1]), is_float($l[2]), min($l) >= 0);
var_dump(array_keys($l));
