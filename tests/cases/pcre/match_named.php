<?php
preg_match('/(?<year>\d{4})-(?<month>\d\d)-(\d\d)/', 'Date: 2024-03-15.', $m);
var_dump($m);
preg_match("/(?P<word>\w+) (?'other'\w+)/", 'hello world', $m);
print_r($m);
preg_match('/(?<a>x)?(?<b>y)/', 'y', $m);
print_r($m);
preg_match_all('/(?<k>\w)=(?<v>\d)/', 'a=1 b=2', $m);
print_r($m);
preg_match_all('/(?<k>\w)=(?<v>\d)/', 'a=1 b=2', $m, PREG_SET_ORDER);
print_r($m);
