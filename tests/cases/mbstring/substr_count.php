<?php
var_dump(mb_substr_count("ababab", "ab"), mb_substr_count("aaaa", "aa"), mb_substr_count("日本日本日", "日本"), mb_substr_count("abc", "d"));
var_dump(mb_substr_count("\x00a\x00b\x00a", "\x00a", "UTF-16BE"));
try { mb_substr_count("abc", ""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_substr_count("abc", "a", "X"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
