<?php
var_dump(is_resource(STDIN), is_resource(STDOUT), is_resource(STDERR), get_resource_type(STDOUT));
var_dump(E_ALL, SORT_STRING, COUNT_RECURSIVE, PHP_ROUND_HALF_UP, STR_PAD_LEFT, M_SQRT2);
