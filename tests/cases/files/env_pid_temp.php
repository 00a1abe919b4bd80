<?php
$pid = getmypid();
var_dump(is_int($pid) && $pid > 0);
var_dump(is_array(getenv()));
var_dump(getenv('RPHP_SURELY_UNSET_VARIABLE'));
$tmp = sys_get_temp_dir();
var_dump(is_dir($tmp), substr($tmp, -1) !== '/');
$t = tempnam($tmp, 'rphpx');
var_dump(is_string($t), is_file($t), filesize($t));
var_dump(dirname($t) === realpath($tmp), str_starts_with(basename($t), 'rphpx'));
var_dump(unlink($t), file_exists($t));
$u = uniqid();
var_dump(strlen($u), preg_match('/^[0-9a-f]{13}$/', $u));
var_dump(strlen(uniqid('pre_')), str_starts_with(uniqid('pre_'), 'pre_'));
var_dump(strlen(uniqid('', true)));
var_dump(uniqid() !== '');
