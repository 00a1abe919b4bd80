<?php
$s = "The Quick Brown Fox";
var_dump(mb_strtolower($s), mb_strtoupper($s), mb_convert_case($s, MB_CASE_TITLE), mb_strlen($s), mb_substr($s, 4, 5), mb_strpos($s, "Fox"), mb_stripos($s, "brown"));
