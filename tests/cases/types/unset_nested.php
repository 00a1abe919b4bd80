<?php
$a = ['x' => ['y' => 1, 'z' => 2], 'w' => 3];
unset($a['x']['y']);
var_dump($a);
unset($a['x']['missing']['deeper']);
unset($a['nope']);
var_dump($a);
$s = "string";
try {
    unset($s[0]);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
unset($undef['key']);
echo "ok\n";
$n = 5;
unset($n['k']);
echo "after int unset\n";
