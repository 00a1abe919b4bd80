<?php
function handler($errno, $errstr, $errfile, $errline) {
    echo "HANDLED [$errno] $errstr at line $errline in ", basename($errfile), "\n";
    return true;
}
$old = set_error_handler('handler');
var_dump($old);
echo $undef;
$a = [];
echo $a['k'];
trigger_error("user msg", E_USER_WARNING);
trigger_error("user notice", E_USER_NOTICE);
strlen(null);
echo "done\n";
