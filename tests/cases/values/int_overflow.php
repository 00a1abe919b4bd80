<?php
$max = PHP_INT_MAX;
var_dump($max + 1);
var_dump(PHP_INT_MIN - 1);
var_dump($max * 2);
var_dump(-PHP_INT_MIN);
var_dump(PHP_INT_MIN);
var_dump(9223372036854775807);
var_dump(9223372036854775808);
var_dump(-9223372036854775808);
var_dump(0x7FFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF);
$i = PHP_INT_MAX; $i++; var_dump($i);
$j = PHP_INT_MIN; $j--; var_dump($j);
var_dump(PHP_INT_MAX + 1 == PHP_INT_MAX);
