<?php
preg_match_all('/(a)|(b)/', 'ab', $m);
var_dump($m);
preg_match_all('/(a)|(b)/', 'ab', $m, PREG_UNMATCHED_AS_NULL);
var_dump($m);
preg_match_all('/(a)|(b)/', 'ab', $m, PREG_SET_ORDER);
var_dump($m);
preg_match_all('/(a)|(b)/', 'ab', $m, PREG_SET_ORDER | PREG_UNMATCHED_AS_NULL);
var_dump($m);
