<?php
print_r(mb_str_split("héllo"));
print_r(mb_str_split("日本語テキスト", 3));
print_r(mb_str_split(""));
print_r(mb_str_split("a\xc3b\xffc"));
print_r(array_map('bin2hex', mb_str_split("\x00a\x00b\xd8\x3d\xde\x00", 1, "UTF-16BE")));
print_r(array_map('bin2hex', mb_str_split("abcdef", 2, "UCS-2")));
try { mb_str_split("abc", 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_str_split("abc", 1, "BAD"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
