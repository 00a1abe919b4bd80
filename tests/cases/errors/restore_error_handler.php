<?php
set_error_handler(fn($n, $s) => print("first: $s\n"));
set_error_handler(fn($n, $s) => print("second: $s\n"));
echo $a;
restore_error_handler();
echo $b;
restore_error_handler();
echo $c;
var_dump(restore_error_handler());
