<?php
$a = array(1, 2, 'k' => 'v', );
$b = [1, 2, 'k' => 'v'];
var_dump($a === $b);
$c = [...[1, 2], ...['a' => 'A'], 3];
var_dump($c);
$d = [...[5 => 'x', 6 => 'y']];
var_dump($d);
