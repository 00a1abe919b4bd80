<?php
ini_set('log_errors', '1');
echo $undef;
echo "end\n";
