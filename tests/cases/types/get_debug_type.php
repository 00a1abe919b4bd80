<?php
$vals = [null, true, false, 1, 1.5, "s", [], new stdClass, fn() => 1, STDOUT];
foreach ($vals as $v) echo get_debug_type($v), "\n";
