<?php
$o = new stdClass;
$o->a = 1;
$o->list = [1, 2];
$o->child = new stdClass;
var_dump($o);
var_dump((object)['x' => 'y', 5 => 'five']);
