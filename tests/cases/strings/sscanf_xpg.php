<?php
var_dump(sscanf('10 20 30', '%3$d %1$d %2$d'));
var_dump(sscanf('a b', '%2$s %1$s'));
var_dump(sscanf('a', '%3$s'));
var_dump(sscanf('x y', '%2$s %1$s', $one, $two), $one, $two);
var_dump(sscanf('5', '%1$d'));
var_dump(sscanf('5 6', '%1$*d %1$d'));
