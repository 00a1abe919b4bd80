<?php
var_dump(strlen(null));
var_dump(str_repeat(null, 2));
var_dump(strtoupper(null));
echo "done\n";
