<?php
$s = mb_convert_encoding("héllo 😀 wörld", "UTF-16LE", "UTF-8");
var_dump(mb_strlen($s, "UTF-16LE"), mb_strpos($s, mb_convert_encoding("w", "UTF-16LE"), 0, "UTF-16LE"));
var_dump(mb_convert_encoding(mb_substr($s, 6, 3, "UTF-16LE"), "UTF-8", "UTF-16LE"));
var_dump(mb_convert_encoding(mb_strtoupper($s, "UTF-16LE"), "UTF-8", "UTF-16LE"));
var_dump(mb_strwidth($s, "UTF-16LE"));
