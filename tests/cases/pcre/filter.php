<?php
var_dump(preg_filter('/\d/', '#', ['a1', 'b', 'c2', 'x' => 'dd']));
var_dump(preg_filter('/\d/', '#', 'abc'));
var_dump(preg_filter('/\d/', '#', 'a1'));
var_dump(preg_filter(['/a/', '/b/'], ['1', '2'], ['ab', 'cc', 'b'], -1, $n), $n);
