<?php
// -d max_execution_time=1 (see .flags): an endless loop ends with a fatal error
// naming the line it was on; shutdown functions still run.
register_shutdown_function(function () {
    echo "shutdown\n";
});
echo ini_get('max_execution_time'), "\n";
$i = 0;
while (true) {
    $i++;
}
