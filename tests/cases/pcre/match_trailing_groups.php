<?php
preg_match('/(a)(b)?(c)?/', 'a', $m); var_dump($m);
preg_match('/(a)(b)?(c)/', 'ac', $m); var_dump($m);
preg_match('/(a)|(b)/', 'b', $m); var_dump($m);
preg_match('/(a)(b)?(c)?/', 'a', $m, PREG_UNMATCHED_AS_NULL); var_dump($m);
preg_match('/(x)?y/', 'y', $m, PREG_UNMATCHED_AS_NULL | PREG_OFFSET_CAPTURE); var_dump($m);
