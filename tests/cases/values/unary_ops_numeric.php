<?php
var_dump(-5, - -5, +"-3", -null, -true, +false, -"1e2", -PHP_INT_MAX - 1, -(-PHP_INT_MAX - 1));
