<?php
var_dump(floatval("1.5abc"), floatval("abc"), floatval("-.5e2"), floatval(" 3"), floatval("1e400"), floatval(true), floatval(null));
var_dump(strval(0.1 + 0.2), strval(1e6), strval(1e15), strval(true));
var_dump(boolval("0"), boolval("0.0"), boolval([]), boolval([0]), boolval(0.0), boolval("false"), boolval(null), boolval(new stdClass));
