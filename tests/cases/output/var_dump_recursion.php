<?php
$a = [1];
$a[] = &$a;
var_dump($a);
$o = new stdClass;
$o->self = $o;
var_dump($o);
