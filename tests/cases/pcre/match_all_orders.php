<?php
$s = 'x1y22z333';
var_dump(preg_match_all('/([a-z])(\d+)/', $s, $m));
print_r($m);
var_dump(preg_match_all('/([a-z])(\d+)/', $s, $m, PREG_SET_ORDER));
print_r($m);
var_dump(preg_match_all('/([a-z])(\d+)/', $s, $m, PREG_PATTERN_ORDER | PREG_OFFSET_CAPTURE));
print_r($m);
var_dump(preg_match_all('/([a-z])(\d+)/', $s, $m, PREG_SET_ORDER | PREG_OFFSET_CAPTURE, 3));
print_r($m);
var_dump(preg_match_all('/q/', $s, $m));
print_r($m);
var_dump(preg_match_all('/\d/', $s));
