<?php
var_dump(PHP_SAPI, php_sapi_name());
var_dump(basename($_SERVER['SCRIPT_NAME']), $_SERVER['argv'][0], basename($_SERVER['PHP_SELF']));
