<?php
var_dump(preg_quote('Hello.World?(1+1=2)[ok]{x}^$|\\/#:-<>!*'));
var_dump(preg_quote('a/b#c', '/'));
var_dump(preg_quote('a/b#c', '#'));
var_dump(preg_quote("nul\0byte"));
var_dump(preg_quote('abc', ''));
var_dump(preg_quote('abc', null));
$s = 'price: $5.00 (approx.)';
var_dump(preg_match('/' . preg_quote($s, '/') . '/', "The $s!"));
