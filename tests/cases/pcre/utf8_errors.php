<?php
var_dump(preg_match('/a/u', "\xff"));
var_dump(preg_last_error() === PREG_BAD_UTF8_ERROR, preg_last_error_msg());
var_dump(preg_match('/a/u', "\u{e9}a", $m, 0, 1));
var_dump(preg_last_error() === PREG_BAD_UTF8_OFFSET_ERROR, preg_last_error_msg());
var_dump(preg_match('/a/u', "\u{e9}a", $m, 0, 2), $m);
var_dump(preg_last_error());
var_dump(preg_replace('/a/u', 'b', "a\xc3"));
var_dump(preg_last_error_msg());
var_dump(preg_split('/,/u', "a,\xe9"));
var_dump(preg_match_all('/a/u', "\xe9a", $m), $m);
var_dump(preg_grep('/a/u', ['a', "\xff", 'ba']));
var_dump(preg_match('/a/', "\xff"), preg_last_error());
