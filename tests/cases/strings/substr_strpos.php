<?php
var_dump(substr("hello", 1), substr("hello", -3), substr("hello", 1, 2), substr("hello", 1, -1), substr("hello", 10), substr("hello", 0, 0), substr("", 0));
var_dump(strpos("hello", "l"), strpos("hello", "z"), strrpos("hello", "l"), strpos("hello", "l", 3), stripos("HeLLo", "ll"), strpos("abc", ""));
var_dump(str_contains("abc", "b"), str_starts_with("abc", "ab"), str_ends_with("abc", "bc"), str_contains("abc", ""));
