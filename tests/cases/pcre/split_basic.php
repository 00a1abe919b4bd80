<?php
print_r(preg_split('/[\s,]+/', "hypertext language, programming"));
print_r(preg_split('//', 'string', -1, PREG_SPLIT_NO_EMPTY));
print_r(preg_split('//', 'abc'));
print_r(preg_split('/,/', 'a,b,,c,', -1, PREG_SPLIT_NO_EMPTY));
print_r(preg_split('/,/', 'a,b,c,d', 2));
print_r(preg_split('/,/', 'a,b,c,d', 0));
print_r(preg_split('/,/', 'a,b,c,d', 1));
print_r(preg_split('/,/', ''));
print_r(preg_split('/,/', '', -1, PREG_SPLIT_NO_EMPTY));
print_r(preg_split('/x/', 'abc'));
