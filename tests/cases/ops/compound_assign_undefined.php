<?php
$a += 1;
var_dump($a);
$arr = [];
$arr['k'] .= "x";
$arr['n']++;
var_dump($arr);
