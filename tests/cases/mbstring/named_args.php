<?php
var_dump(mb_substr("héllo", start: 1, encoding: "UTF-8"));
var_dump(mb_strpos(haystack: "héllo", needle: "l", offset: 3));
var_dump(mb_str_split("abcde", length: 2));
var_dump(mb_convert_case("abc", mode: MB_CASE_TITLE));
var_dump(mb_strimwidth("Hello World", 0, 8, trim_marker: "…"));
