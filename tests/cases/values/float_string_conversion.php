<?php
var_dump((string)0.1, (string)1e25, (string)-0.0, (string)1.0, strval(1e6), 0.5 . "");
var_dump((string)1e15, (string)1e14, (string)0.30000000000000004);
var_dump(1.0 . "x", 7.0/2 . "");
