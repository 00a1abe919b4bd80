<?php
define('DYN_' . 'NAME', 'dynamic');
$n = 'DYN_NAME';
echo constant($n), "\n";
var_dump(defined($n));
define('lower_case', 1);
var_dump(defined('LOWER_CASE'), defined('lower_case'));
try {
    define('__FOO__', 1);
    echo "defined __FOO__\n";
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
