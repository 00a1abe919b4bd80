<?php
$a = ['x' => null, 'y' => ['z' => null]];
var_dump(isset($a['x']), array_key_exists('x', $a), isset($a['y']['z']), $a['y']['z'] ?? 'dflt', empty($a['x']), isset($a['y']['z']['w']));
