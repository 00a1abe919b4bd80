<?php
$n = printf("hello %s\n", "you");
var_dump($n);
$m = printf("");
var_dump($m);
$s = sprintf("%05.1f", 2.345);
var_dump($s);
