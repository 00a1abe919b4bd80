<?php
var_dump(strrev("abc"), str_split("abcdef", 4), ord("A"), chr(97), chr(256 + 65), ord(""), nl2br("a\nb"), wordwrap("The quick brown fox", 10, "\n", true), strstr("user@example.com", "@"), strstr("user@example.com", "@", true), strrchr("a/b/c", "/"), substr_count("hello hello", "ll"), ucwords(strtolower("JOHN O'REILLY")));
