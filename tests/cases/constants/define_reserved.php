<?php
var_dump(define('true', 1));
var_dump(define('PHP_INT_MAX', 1));
echo PHP_INT_MAX, "\n";
