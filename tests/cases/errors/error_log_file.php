<?php
$file = sys_get_temp_dir() . "/rphp-errlog-" . getmypid() . "-" . uniqid() . ".log";
ini_set('log_errors', '1');
ini_set('display_errors', '0');
ini_set('error_log', $file);
echo $undef;
trigger_error("logged warning", E_USER_WARNING);
error_log("direct message");
$lines = file($file, FILE_IGNORE_NEW_LINES);
unlink($file);
foreach ($lines as $line) {
    // strip the "[dd-Mon-yyyy hh:mm:ss UTC] " timestamp
    echo substr($line, strpos($line, ']') + 2), "\n";
}
