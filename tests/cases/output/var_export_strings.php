<?php
var_export("simple"); echo "\n";
var_export("it's"); echo "\n";
var_export('back\\slash'); echo "\n";
var_export("a\0b"); echo "\n";
var_export("\0"); echo "\n";
var_export("line\nbreak"); echo "\n";
var_export("tab\t\"dq\" \$x"); echo "\n";
var_export(""); echo "\n";
var_export("\0\0'\\"); echo "\n";
