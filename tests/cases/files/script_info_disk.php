<?php
// getmyuid/getmygid/getmyinode/getlastmod describe the script file;
// disk_free_space/disk_total_space/diskfreespace and their errors.
var_dump(getmyuid() === fileowner(__FILE__), getmygid() === filegroup(__FILE__));
var_dump(getmyinode() === fileinode(__FILE__), getlastmod() === filemtime(__FILE__));
var_dump(is_float(disk_free_space(".")), disk_total_space(".") > 0, diskfreespace(__DIR__) > 0);
var_dump(disk_total_space(".") >= disk_free_space("."), disk_free_space(__FILE__) > 0);
var_dump(disk_free_space("/nonexistent-rphp"), disk_total_space("/nonexistent-rphp"), disk_free_space(""));
try {
    disk_free_space("a\0b");
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
