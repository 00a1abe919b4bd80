<?php
// The callback runs at the first output, before it, and only once.
header_register_callback(function () {
    echo "callback, headers_sent=", var_export(headers_sent(), true), "\n";
    header('X-From-Callback: 1');
});
ob_start();
echo "in buffer\n";
ob_end_flush();
echo "after\n";
function f() { print "from f\n"; }
f();
