<?php
include 'lib/defines_func.inc';
echo defined_in_include(), "\n";
include 'lib/defines_func.inc';
echo "not reached\n";
