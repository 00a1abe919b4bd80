<?php
register_shutdown_function(function () {
    foreach ([1, 2] as $v) { $r = helper($v); echo "sd $r\n"; }
});
function helper($v) { return $v * 2; }
function g() { yield 1; exit("bye\n"); }
foreach (g() as $v) { echo "$v\n"; }
