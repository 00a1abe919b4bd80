<?php
var_dump(preg_last_error(), preg_last_error_msg());
var_dump(PREG_NO_ERROR, PREG_INTERNAL_ERROR, PREG_BACKTRACK_LIMIT_ERROR, PREG_RECURSION_LIMIT_ERROR, PREG_BAD_UTF8_ERROR, PREG_BAD_UTF8_OFFSET_ERROR, PREG_JIT_STACKLIMIT_ERROR);
var_dump(PREG_PATTERN_ORDER, PREG_SET_ORDER, PREG_OFFSET_CAPTURE, PREG_UNMATCHED_AS_NULL, PREG_SPLIT_NO_EMPTY, PREG_SPLIT_DELIM_CAPTURE, PREG_SPLIT_OFFSET_CAPTURE, PREG_GREP_INVERT);
@preg_match('/(/', '');
var_dump(preg_last_error(), preg_last_error_msg());
preg_match('/a/', 'a');
var_dump(preg_last_error(), preg_last_error_msg());
@preg_match('abc', '');
var_dump(preg_last_error());
