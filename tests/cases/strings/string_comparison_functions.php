<?php
var_dump(strcmp("a", "b"), strcmp("b", "a"), strcmp("a", "a"), strcmp("abc", "ab"), strcasecmp("HELLO", "hello"), strncmp("abcd", "abef", 2), strnatcmp("img12", "img10"), strnatcasecmp("A1", "a2"));
var_dump(strcmp("a", "aaa"), strcmp("", "x"));
