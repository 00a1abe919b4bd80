<?php
$a = ['x' => ['y' => ['z' => 1]]];
$r = &$a['x']['y'];
$r['z'] = 2;
$r['new'] = 3;
var_dump($a);
$p = &$a['q']['w'];
var_dump($a['q']);
