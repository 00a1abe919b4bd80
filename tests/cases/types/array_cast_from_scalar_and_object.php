<?php
var_dump((array)"a", (array)1, (array)true, (array)null, (array)[1]);
$o = new stdClass;
$o->a = 1;
$o->{'0'} = 'zero';
$arr = (array)$o;
var_dump($arr, isset($arr[0]), isset($arr['0']));
