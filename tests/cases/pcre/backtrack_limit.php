<?php
var_dump(preg_match('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar'));
var_dump(preg_last_error() === PREG_BACKTRACK_LIMIT_ERROR, preg_last_error_msg());
var_dump(preg_replace('/(?:\D+|<\d+>)*[!?]/', 'x', 'foobar foobar foobar'));
var_dump(preg_last_error_msg());
var_dump(preg_match('/ok/', 'ok'), preg_last_error_msg());
ini_set('pcre.backtrack_limit', '10');
var_dump(preg_match('/(a+)+b/', 'aaaaaaaaaa'), preg_last_error_msg());
var_dump(preg_split('/(a+)+b/', 'aaaaaaaaaa'), preg_last_error_msg());
