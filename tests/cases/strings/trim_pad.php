<?php
var_dump(trim("  x  "), ltrim("  x  "), rtrim("  x  "), trim("\t\n\r\0\x0Bx\n"), trim("xxaxx", "x"), trim("abcXcba", "a..c"));
var_dump(str_pad("5", 3, "0", STR_PAD_LEFT), str_pad("x", 6, "ab", STR_PAD_BOTH), str_pad("toolong", 3), str_pad("a", 4));
