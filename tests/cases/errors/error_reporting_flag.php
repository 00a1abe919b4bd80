<?php
echo $undef;
trigger_error("a notice", E_USER_NOTICE);
trigger_error("a warning", E_USER_WARNING);
trigger_error("a deprecation", E_USER_DEPRECATED);
echo "end\n";
