<?php
echo "before include\n";
$v = "val";
include __DIR__ . '/compile_diagnostics_inc.inc';
echo "after first\n";
@include __DIR__ . '/compile_diagnostics_inc.inc';
error_reporting(E_ALL & ~E_DEPRECATED);
include __DIR__ . '/compile_diagnostics_inc.inc';
error_reporting(E_ALL);
set_error_handler(function ($no, $str, $file, $line) {
    echo "handler($no): $str on line $line\n";
    return true;
});
include __DIR__ . '/compile_diagnostics_inc.inc';
eval('echo "eval ${v}\n";');
