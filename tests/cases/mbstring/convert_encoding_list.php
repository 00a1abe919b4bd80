<?php
var_dump(mb_convert_encoding("\xe9t\xe9", "UTF-8", "UTF-8, ISO-8859-1"));
var_dump(mb_convert_encoding("été", "UTF-8", "UTF-8, ISO-8859-1"));
var_dump(mb_convert_encoding("abc", "UTF-8", "auto"));
var_dump(mb_convert_encoding("été", "ISO-8859-1", "auto") === "\xe9t\xe9");
var_dump(mb_convert_encoding("\xe9t\xe9", "UTF-8", ["ASCII", "UTF-8", "ISO-8859-1"]));
