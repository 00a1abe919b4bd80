<?php
$a = [];
$v = @$a['missing'];
var_dump($v);
echo @$undef, "|\n";
$r = @(1 / 1);
var_dump($r);
function warns() { echo $inner; return "ret"; }
echo @warns(), "\n";
echo warns(), "\n";
var_dump(error_reporting());
$x = @error_reporting();
var_dump($x);
try {
    @intdiv(1, 0);
} catch (DivisionByZeroError $e) {
    echo "@ does not suppress exceptions: ", $e->getMessage(), "\n";
}
