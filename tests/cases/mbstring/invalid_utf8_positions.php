<?php
$s = "a\xffb\xc3\xa9c\xe2\x82d";
var_dump(mb_strlen($s), mb_strpos($s, "b"), mb_strpos($s, "é"), mb_strpos($s, "d"), mb_strrpos($s, "c"));
var_dump(bin2hex(mb_substr($s, 2, 3)), mb_substr_count($s, "c"), bin2hex(mb_strstr($s, "é")));
var_dump(mb_strwidth($s), mb_strtoupper($s));
