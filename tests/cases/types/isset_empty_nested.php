<?php
$a = ['x' => ['y' => 0, 'z' => null, 'e' => '', 'arr' => []], 'n' => null];
var_dump(isset($a['x']['y']), isset($a['x']['z']), isset($a['x']['missing']), isset($a['n']), isset($a['x']['y']['deeper']), isset($a['missing']['deep']['er']));
var_dump(empty($a['x']['y']), empty($a['x']['z']), empty($a['x']['e']), empty($a['x']['arr']), empty($a['missing']), empty($a['x']));
var_dump(isset($undefined), empty($undefined), isset($a, $a['x']), isset($a, $b));
$s = "str";
var_dump(isset($s[0]), isset($s[5]), isset($s['0']), isset($s['x']), isset($s[0][0]), empty($s[0]));
