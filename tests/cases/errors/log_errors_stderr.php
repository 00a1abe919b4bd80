<?php
ini_set('log_errors', '1');
ini_set('display_errors', '0');
echo "start\n";
echo $undef;
trigger_error("user warning", E_USER_WARNING);
echo "end\n";
