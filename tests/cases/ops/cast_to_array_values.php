<?php
var_dump((array)"x", (array)1, (array)null, (array)[1], (array)1.5, (array)true);
$o = (object)['a' => 1, 'b' => [2]];
var_dump($o->a, $o->b, (array)$o);
var_dump((object)"str");
