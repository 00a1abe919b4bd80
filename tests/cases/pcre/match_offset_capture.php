<?php
preg_match('/b(c)/', 'abcabc', $m, PREG_OFFSET_CAPTURE);
var_dump($m);
preg_match('/b(c)/', 'abcabc', $m, PREG_OFFSET_CAPTURE, 2);
var_dump($m);
preg_match('/^b/', 'abc', $m, 0, 1);
var_dump($m);
preg_match('/\Gb/', 'abc', $m, 0, 1);
var_dump($m);
var_dump(preg_match('/c/', 'abc', $m, 0, -1), $m);
var_dump(preg_match('/a/', 'abc', $m, 0, -10));
var_dump(preg_match('/a/', 'abc', $m, 0, 10), preg_last_error(), preg_last_error_msg());
var_dump($m);
