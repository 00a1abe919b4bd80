<?php
$s = "\xc9t\xe9 \xe0 Paris";
var_dump(mb_strlen($s, "ISO-8859-1"), bin2hex(mb_strtoupper($s, "ISO-8859-1")), bin2hex(mb_strtolower($s, "ISO-8859-1")));
var_dump(mb_stripos($s, "\xc9T\xc9", 0, "ISO-8859-1"), bin2hex(mb_substr($s, 2, 3, "ISO-8859-1")));
var_dump(bin2hex(mb_convert_case("\xff", MB_CASE_UPPER, "ISO-8859-1")), bin2hex(mb_convert_case("\xdf", MB_CASE_UPPER, "ISO-8859-1")));
