<?php
register_shutdown_function(fn() => print("shutdown function\n"));
ob_start();
echo "buffered output is flushed on exit\n";
try {
    exit(4);
} finally {
    echo "finally is NOT run on exit\n";
}
