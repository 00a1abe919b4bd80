<?php
print_r(preg_split('/(-)/', 'a-b-c', -1, PREG_SPLIT_DELIM_CAPTURE));
print_r(preg_split('/(-)|(\+)/', 'a-b+c', -1, PREG_SPLIT_DELIM_CAPTURE));
print_r(preg_split('/(-)|(\+)/', 'a-b+c', -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY));
print_r(preg_split('/ /', 'hello big world', -1, PREG_SPLIT_OFFSET_CAPTURE));
print_r(preg_split('/(\d)/', 'a1b2c', 2, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_OFFSET_CAPTURE));
print_r(preg_split('/\d*/', 'ab12c'));
print_r(preg_split('//u', "\u{e9}a\u{20ac}", -1, PREG_SPLIT_NO_EMPTY));
print_r(preg_split('/(?=[A-Z])/', 'helloWorldFooBar'));
