<?php
var_dump(true + true, true + 1.5, null + 5, "5" + true, 1 + 1.0, 10 / 2, 10 / 4, 7 % 2.5, "3" . 4, 2 * "3", "2" * "3.0", PHP_INT_MAX + 1.0);
