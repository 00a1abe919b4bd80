<?php
print_r(mb_str_split("héllo", 100));
print_r(mb_str_split("héllo", PHP_INT_MAX));
print_r(mb_str_split("abcdefg", 3, "ISO-8859-1"));
print_r(array_map('bin2hex', mb_str_split("\x00\x00\x00a\x00\x00\x00b", 1, "UTF-32BE")));
