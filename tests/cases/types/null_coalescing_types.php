<?php
$a = ['k' => null, 'f' => false, 'z' => 0];
var_dump($a['k'] ?? 'd1', $a['f'] ?? 'd2', $a['z'] ?? 'd3', $a['missing'] ?? 'd4', $undef ?? 'd5', $undef['x']['y'] ?? 'd6');
$a['k'] ??= 'assigned';
$a['f'] ??= 'not assigned';
$a['new']['deep'] ??= 'created';
var_dump($a);
