<?php
$s = print_r([1, 2], true);
var_dump($s);
$t = print_r("x", true);
var_dump($t);
var_dump(print_r(1.0, true), print_r(null, true), print_r(false, true));
$r = print_r("direct\n");
var_dump($r);
