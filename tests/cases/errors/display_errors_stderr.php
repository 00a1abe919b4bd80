<?php
ini_set('display_errors', 'stderr');
echo "stdout line\n";
echo $undef;
trigger_error("custom notice", E_USER_NOTICE);
echo "stdout end\n";
