<?php
set_error_handler(function ($no, $str) {
    echo "custom: $str\n";
    return true;
}, E_USER_WARNING);
trigger_error("user warning goes to handler", E_USER_WARNING);
trigger_error("user notice goes to php", E_USER_NOTICE);
echo $undef;
