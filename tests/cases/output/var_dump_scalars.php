<?php
var_dump(null, true, false, 0, -1, PHP_INT_MAX, 1.0, 0.5, -0.0, "", "str", "with \"quotes\" and \0 nul", 1e100);
var_dump(1, "multiple", [1]);
