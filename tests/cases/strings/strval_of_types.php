<?php
var_dump(strval(1), strval(1.0), strval(0.1), strval(true), strval(false), strval(null), strval("s"), strval(-0), strval(1e100), strval(PHP_INT_MIN));
