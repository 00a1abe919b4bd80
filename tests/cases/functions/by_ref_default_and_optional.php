<?php
function opt(&$x = 5) { $x = ($x ?? 0) + 1; return $x; }
echo opt(), "\n";
$v = 10;
echo opt($v), " ", $v, "\n";
function fill(array &$out = null) { $out[] = 'filled'; return count($out); }
echo fill(), "\n";
$o = ['a'];
fill($o);
var_dump($o);
