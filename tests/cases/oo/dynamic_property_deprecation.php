<?php
class A { public $declared; }
$a = new A;
$a->declared = 1;
$a->dynamic = 2;
var_dump($a);
$s = new stdClass;
$s->fine = 3;
echo "stdClass ok\n";
