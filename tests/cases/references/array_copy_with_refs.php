<?php
$x = 1;
$a = ['ref' => &$x, 'val' => $x];
$b = $a;
$b['ref'] = 'changed';
$b['val'] = 'changed';
var_dump($x, $a['val']);
