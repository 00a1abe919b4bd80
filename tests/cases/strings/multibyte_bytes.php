<?php
$s = "日本語";
var_dump(strlen($s), $s[0] === "\xe6", substr($s, 0, 3), strrev("ab"), str_split($s, 3));
