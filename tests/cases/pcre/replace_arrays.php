<?php
var_dump(preg_replace(['/a/', '/b/'], ['b', 'c'], 'ab'));
var_dump(preg_replace(['/a/', '/b/'], 'x', 'abc'));
var_dump(preg_replace(['/a/', '/b/', '/c/'], ['1'], 'abc'));
var_dump(preg_replace('/\d/', '#', ['x' => 'a1', 5 => 'b22', 'c']));
var_dump(preg_replace(['/\d/', '/[a-z]/'], ['N', 'L'], ['k1' => 'a1', 'k2' => 'zz'], -1, $c), $c);
try { preg_replace('/a/', ['x'], 'a'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(preg_replace('/a/', 'b', []));
var_dump(preg_replace('/a/', 'b', 123));
